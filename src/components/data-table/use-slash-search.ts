import { useEffect, type RefObject } from 'react'
import { getRuntime, isPopupOpen, isTextField } from '@/lib/command-runtime'

/**
 * `/` focuses the table's search box (the catalog's "Search in table", listed in the shortcut sheet): without Ctrl,
 * Cmd or Alt, outside text fields (there it is typed), with no popup or palette open, and only while the table may
 * load rows (`enabled`). Matched by the character typed, so it also works where `/` needs Shift (German keyboards).
 */
export function useSlashSearch(input: RefObject<HTMLInputElement | null>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || event.isComposing) return
      if (isTextField(event.target) || isPopupOpen() || getRuntime().paletteOpen) return
      const box = input.current
      if (!box) return
      event.preventDefault()
      box.focus()
      box.select()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [input, enabled])
}
