import { lazy, Suspense, useEffect, useState } from 'react'
import { useRuntime } from '@/lib/command-runtime'
import { GlobalHotkeys } from './global-hotkeys'

const loadPalette = () => import('./command-palette')
const CommandPalette = lazy(loadPalette)
const ShortcutSheet = lazy(() => import('./shortcut-sheet'))

/**
 * The keyboard layer of the signed-in app: the hotkeys, and the palette and the shortcut sheet, each loaded on first
 * use (and the palette prefetched when the browser is idle) so they stay out of the initial download.
 */
export function CommandCenter() {
  const { paletteOpen, shortcutsOpen } = useRuntime()
  const [paletteUsed, setPaletteUsed] = useState(false)
  const [sheetUsed, setSheetUsed] = useState(false)
  // Once loaded they stay mounted, so closing runs Radix's focus return and exit as usual.
  if (paletteOpen && !paletteUsed) setPaletteUsed(true)
  if (shortcutsOpen && !sheetUsed) setSheetUsed(true)

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 2000))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    const id = idle(() => void loadPalette().catch(() => {}))
    return () => cancel(id)
  }, [])

  return (
    <>
      <GlobalHotkeys />
      {paletteUsed && (
        <Suspense fallback={null}>
          <CommandPalette />
        </Suspense>
      )}
      {sheetUsed && (
        <Suspense fallback={null}>
          <ShortcutSheet />
        </Suspense>
      )}
    </>
  )
}
