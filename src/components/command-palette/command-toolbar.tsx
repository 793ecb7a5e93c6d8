import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { actionsOf, decide, screenForPath, shownInToolbar, type ActionCommand } from '@commands/index'
import { Button } from '@/components/ui/button'
import { useMediaQuery } from '@/hooks/use-media-query'
import { commandContext, useRuntime } from '@/lib/command-runtime'
import { useSession } from '@/lib/session'
import { cn } from '@/lib/utils'
import { ariaKeyShortcuts, hotkeyText } from './keys'
import { ToolbarActionsSheet, type ToolbarItem } from './toolbar-actions-sheet'
import { useRunCommand } from './use-run-command'

/** Tailwind's `sm` breakpoint: below it the toolbar is one Actions button opening the actions sheet. */
export const TOOLBAR_ROW = '(min-width: 640px)'

/**
 * The toolbar of the current table screen, drawn from the catalog: every action of the screen the user's permissions
 * allow. One that cannot run now stays focusable but aria-disabled, with the reason as its title; pressing it shows
 * the reason (never a silent no-op). Pointer presses are recorded as such (X-Action-Source: pointer). Small screens
 * get one Actions button instead, opening a bottom sheet with the same actions and decisions; the hotkeys work alike.
 */
export function CommandToolbar({ className }: { className?: string }) {
  const { t, i18n } = useLingui()
  const { perms } = useSession()
  const pathname = useLocation({ select: (l) => l.pathname })
  const row = useMediaQuery(TOOLBAR_ROW)
  // Re-render when the screen's selection or handlers change.
  useRuntime()
  const run = useRunCommand()
  const screen = screenForPath(pathname)
  const actions = actionsOf(screen)
  if (!screen || actions.length === 0) return null
  // The toolbar is behind any open popup, so it is drawn as if none were open.
  const ctx = commandContext(perms, pathname, null, { popupOpen: false })
  const items = actions.flatMap((action): ToolbarItem[] => {
    const decision = decide(action, ctx)
    const hidden = action.hiddenWhenBlocked && decision.status === 'blocked'
    return shownInToolbar(decision) && !hidden ? [{ action, decision }] : []
  })
  if (items.length === 0) return null
  const press = (action: ActionCommand) => run(action, 'pointer', { focus: null, popupOpen: false })

  if (!row) return <ToolbarActionsSheet items={items} onRun={press} className={className} />
  return (
    <div role="group" aria-label={t`Table actions`} className={cn('flex flex-wrap gap-2', className)}>
      {items.map(({ action, decision }) => {
        const title = i18n._(action.title)
        const reason = decision.reason ? i18n._(decision.reason) : undefined
        const shortcut = action.hotkey ? hotkeyText(action.hotkey, i18n.locale) : undefined
        return (
          <Button
            key={action.id}
            type="button"
            variant="outline"
            size="sm"
            data-command={action.id}
            aria-disabled={!decision.applicable || undefined}
            aria-keyshortcuts={action.hotkey ? ariaKeyShortcuts(action.hotkey) : undefined}
            title={[reason, shortcut].filter(Boolean).join(' · ') || undefined}
            className="aria-disabled:opacity-60"
            onClick={() => press(action)}
          >
            {title}
          </Button>
        )
      })}
    </div>
  )
}
