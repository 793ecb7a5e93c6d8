import { lazy, Suspense, useState } from 'react'
import { useRuntime } from '@/lib/command-runtime'
import { GlobalHotkeys } from './global-hotkeys'

const CommandPalette = lazy(() => import('./command-palette'))
const ShortcutSheet = lazy(() => import('./shortcut-sheet'))

/**
 * The keyboard layer of the signed-in app: the hotkeys, and the palette and the shortcut sheet, each loaded on first
 * use so they stay out of the initial download (issue 23). A Ctrl/Cmd+K pressed before the palette's code has come
 * opens it once it has: the runtime holds the request (paletteOpen) and where the focus was.
 */
export function CommandCenter() {
  const { paletteOpen, shortcutsOpen } = useRuntime()
  const [paletteUsed, setPaletteUsed] = useState(false)
  const [sheetUsed, setSheetUsed] = useState(false)
  // Once loaded they stay mounted, so closing runs Radix's focus return and exit as usual.
  if (paletteOpen && !paletteUsed) setPaletteUsed(true)
  if (shortcutsOpen && !sheetUsed) setSheetUsed(true)

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
