import { useHotkeys } from 'react-hotkeys-hook'
import { useRouter } from '@tanstack/react-router'
import { actionForHotkey, hotkeyCommands, type Hotkey } from '@commands/index'
import { commandContext, getRuntime, isPopupOpen, isTextField, openShortcuts, togglePalette } from '@/lib/command-runtime'
import { hasUndo, runUndo } from '@/lib/undo'
import { useSession } from '@/lib/session'
import { useRunCommand } from './use-run-command'

/** Every Ctrl/Cmd hotkey of the catalog, bound once (Esc is left to Radix, which closes the top-most popup). */
const MOD_HOTKEYS = [...new Set(hotkeyCommands.map((c) => c.hotkey).filter((h): h is Hotkey => h?.startsWith('mod+') ?? false))]

/**
 * The catalog's hotkeys, in the admin shell. A hotkey that fires prevents the browser's default; one that does not
 * apply leaves the event alone (Ctrl+A in a text field selects its text, Ctrl+R with no form registered reloads):
 * - Ctrl/Cmd+K opens or closes the palette from anywhere, text fields included;
 * - save and reset fire inside the dialog (or form) that registered them, also from its fields;
 * - table actions fire on a table screen that registered its table, with no popup open and no text field focused;
 *   an action whose selection does not fit shows its reason;
 * - Ctrl/Cmd+Z runs the Undo a delete's toast offers, outside text fields (where it undoes typing);
 * - `?` opens the shortcut sheet, outside text fields.
 */
export function GlobalHotkeys() {
  const { perms } = useSession()
  const router = useRouter()
  const run = useRunCommand()

  useHotkeys(
    MOD_HOTKEYS.join(','),
    (event, handler) => {
      const hotkey = handler.hotkey as Hotkey
      if (hotkey === 'mod+k') {
        event.preventDefault()
        if (!event.repeat) togglePalette()
        return
      }
      if (getRuntime().paletteOpen) return
      if (hotkey === 'mod+z') {
        // Text undo stays the field's; otherwise the undo a delete's toast offers, if any.
        if (isTextField(event.target) || isPopupOpen() || !hasUndo()) return
        event.preventDefault()
        if (!event.repeat) runUndo('hotkey')
        return
      }
      const focus = document.activeElement
      const ctx = commandContext(perms, router.state.location.pathname, focus)
      const action = actionForHotkey(hotkey, ctx, { inTextField: isTextField(event.target) })
      if (!action) return
      event.preventDefault()
      if (!event.repeat) run(action, 'hotkey', { focus })
    },
    { enableOnFormTags: true, enableOnContentEditable: true },
  )

  useHotkeys(
    '?',
    (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTextField(event.target)) return
      event.preventDefault()
      openShortcuts()
    },
    // Matched by the character typed (Shift+/ on US keyboards, Shift+ß on German ones).
    { useKey: true, ignoreModifiers: true },
  )

  return null
}
