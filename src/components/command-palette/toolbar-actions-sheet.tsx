import { useId, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ChevronUpIcon } from 'lucide-react'
import type { ActionCommand, Decision } from '@commands/index'
import { ActionsSheet } from '@/components/layout/mobile-actions-sheet'
import { Button } from '@/components/ui/button'
import { ariaKeyShortcuts, Keys } from './keys'

/** A toolbar action with its decision now. */
export interface ToolbarItem {
  action: ActionCommand
  decision: Decision
}

/**
 * The toolbar on a small screen: one Actions button opening the actions sheet with the toolbar's actions, each with
 * its hotkey and, when it cannot run now, the reason (pressing it shows the reason, as the toolbar's button does). The
 * action runs once the sheet has closed and given the focus back to the Actions button, so a dialog it opens returns
 * the focus there.
 */
export function ToolbarActionsSheet({
  items,
  onRun,
  className,
}: {
  items: readonly ToolbarItem[]
  onRun: (action: ActionCommand) => void
  className?: string
}) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const chosen = useRef<ActionCommand | null>(null)
  const ids = useId()
  const choose = (action: ActionCommand) => {
    chosen.current = action
    setOpen(false)
  }
  const runChosen = () => {
    const action = chosen.current
    chosen.current = null
    if (action) onRun(action)
  }

  return (
    <div role="group" aria-label={t`Table actions`} className={className}>
      <ActionsSheet
        open={open}
        onOpenChange={setOpen}
        onClosed={runChosen}
        title={t`Actions`}
        description={t`The actions of this screen`}
        trigger={
          <Button type="button" variant="outline" size="sm" data-slot="toolbar-actions">
            {t`Actions`}
            <ChevronUpIcon aria-hidden="true" />
          </Button>
        }
      >
        <ul className="grid gap-1 px-4">
          {items.map(({ action, decision }) => {
            const reason = decision.reason ? i18n._(decision.reason) : undefined
            const reasonId = `${ids}-${action.id}`
            return (
              <li key={action.id}>
                <Button
                  type="button"
                  variant="ghost"
                  data-command={action.id}
                  aria-disabled={!decision.applicable || undefined}
                  aria-describedby={reason ? reasonId : undefined}
                  aria-keyshortcuts={action.hotkey ? ariaKeyShortcuts(action.hotkey) : undefined}
                  className="h-auto min-h-10 w-full justify-between gap-3 py-2 text-left whitespace-normal aria-disabled:opacity-60"
                  onClick={() => choose(action)}
                >
                  <span className="grid gap-0.5">
                    <span>{i18n._(action.title)}</span>
                    {reason && (
                      <span id={reasonId} className="text-xs font-normal text-muted-foreground">
                        {reason}
                      </span>
                    )}
                  </span>
                  {action.hotkey && <Keys hotkey={action.hotkey} aria-hidden />}
                </Button>
              </li>
            )
          })}
        </ul>
      </ActionsSheet>
    </div>
  )
}
