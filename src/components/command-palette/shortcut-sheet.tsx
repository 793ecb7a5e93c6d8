import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import {
  actionAllowedOn,
  actionsOf,
  hotkeyCommands,
  permittedScreens,
  screenForPath,
  type ActionCommand,
  type Hotkey,
  type PreferenceCommand,
} from '@commands/index'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { closeShortcuts, openShortcuts, restoreFocus, useRuntime } from '@/lib/command-runtime'
import { useSession } from '@/lib/session'
import { Keys } from './keys'

interface Line {
  id: string
  title: string
  hotkey: Hotkey
  /** Where a table shortcut works, when the current screen is not a table screen. */
  where?: string
}

/**
 * The shortcut sheet (`?`): the catalog's hotkeys this user may use, grouped by scope. Table shortcuts are those the
 * user's permissions allow on the current table screen (one whose table is mounted); elsewhere, placeholders of screens
 * still to be built included, each table shortcut the user may use somewhere is listed with the screens it works on.
 */
export default function ShortcutSheet() {
  const { t } = useLingui()
  const { shortcutsOpen } = useRuntime()
  return (
    <Dialog open={shortcutsOpen} onOpenChange={(open) => (open ? openShortcuts() : closeShortcuts())}>
      <DialogContent
        className="max-h-[85svh] overflow-y-auto sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          if (restoreFocus()) event.preventDefault()
        }}
      >
        <DialogHeader>
          <DialogTitle>{t`Keyboard shortcuts`}</DialogTitle>
          <DialogDescription>{t`What you can do from the keyboard here, with your permissions.`}</DialogDescription>
        </DialogHeader>
        <SheetBody />
      </DialogContent>
    </Dialog>
  )
}

function SheetBody() {
  const { t, i18n } = useLingui()
  const { perms } = useSession()
  const pathname = useLocation({ select: (l) => l.pathname })
  // A table is mounted: the screen carries out its table keys (a screen still to be built shows a placeholder).
  const tableMounted = useRuntime().table !== null
  const groups = useMemo(() => {
    const current = screenForPath(pathname)
    const onTableScreen = actionsOf(current).length > 0 && tableMounted
    const screen = onTableScreen ? current : undefined
    const screens = permittedScreens(perms).filter((s) => s !== current || onTableScreen)
    const line = (c: ActionCommand | PreferenceCommand, where?: string): Line => ({
      id: c.id,
      title: i18n._(c.title),
      hotkey: c.hotkey!,
      ...(where ? { where } : {}),
    })
    const global: Line[] = []
    const table: Line[] = []
    const dialog: Line[] = []
    for (const c of hotkeyCommands) {
      if (c.kind === 'preference') global.push(line(c))
      else if (c.scope === 'dialog') dialog.push(line(c))
      else if (onTableScreen) {
        if (actionAllowedOn(c, screen, perms)) table.push(line(c))
      } else {
        const on = screens.filter((s) => actionAllowedOn(c, s, perms)).map((s) => i18n._(s.title))
        if (on.length > 0) table.push(line(c, on.join(', ')))
      }
    }
    const screenName = screen ? i18n._(screen.title) : ''
    return [
      { key: 'global', title: t`Global`, lines: global, note: undefined },
      {
        key: 'table',
        title: t`Table`,
        lines: table,
        note: onTableScreen
          ? t`On this screen (${screenName}), with a row selected where needed.`
          : t`On table screens, with a row selected where needed.`,
      },
      { key: 'dialog', title: t`Dialog`, lines: dialog, note: t`Inside a dialog or form, also from its fields.` },
    ]
    // Mounted on each opening (the dialog's content), in the language of that moment.
  }, [pathname, perms, i18n, t, tableMounted])

  return (
    <div className="grid gap-5">
      {groups.map((g) => (
        <section key={g.key} aria-labelledby={`shortcuts-${g.key}`} className="grid gap-2">
          <h3 id={`shortcuts-${g.key}`} className="text-sm font-semibold">
            {g.title}
          </h3>
          {g.note && <p className="text-xs text-muted-foreground">{g.note}</p>}
          {g.lines.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t`None for your role here.`}</p>
          ) : (
            <ul className="grid gap-1">
              {g.lines.map((l) => (
                <li
                  key={l.id}
                  data-command={l.id}
                  className="flex items-center justify-between gap-4 rounded-md px-2 py-1 text-sm odd:bg-muted/50"
                >
                  <span className="min-w-0">
                    {l.title}
                    {l.where && (
                      <span data-slot="where" className="block text-xs text-muted-foreground">
                        {l.where}
                      </span>
                    )}
                  </span>
                  <Keys hotkey={l.hotkey} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}
