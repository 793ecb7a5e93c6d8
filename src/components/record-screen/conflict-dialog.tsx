import { useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { ConflictAnswer } from '@shared/api/versions'
import { formatDateMinutes } from '@/components/data-table/formatters'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'

/** One field that differs, as the conflict dialog shows it: its label, their value and mine as text. */
export interface ConflictRow {
  path: string
  label: string
  theirs: string
  mine: string
}

export interface ConflictDialogProps {
  open: boolean
  changedBy: ConflictAnswer['changedBy']
  rows: readonly ConflictRow[]
  onKeepTheirs: () => void
  onApplyMine: () => void
  onCopyMine: () => void
  /** Esc: back to the form as it was. */
  onBack: () => void
}

/**
 * A save refused because someone else changed the record first (125, issue 14): who and when, the fields where
 * theirs and mine differ side by side, and three ways on: keep theirs, apply mine on top, copy mine and close. The
 * focus starts on the first choice; Esc goes back to the form. Loaded lazily by RecordDialogFrame.
 */
export default function ConflictDialog({ open, changedBy, rows, onKeepTheirs, onApplyMine, onCopyMine, onBack }: ConflictDialogProps) {
  const { t } = useLingui()
  const first = useRef<HTMLButtonElement>(null)
  const who = changedBy?.name ?? t`Someone`
  const when = changedBy ? formatDateMinutes(changedBy.at) : undefined
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onBack()}>
      <DialogContent
        data-testid="conflict-dialog"
        className="flex max-h-[85vh] flex-col sm:max-w-2xl"
        onOpenAutoFocus={(e) => {
          e.preventDefault()
          first.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{t`Someone else changed this record`}</DialogTitle>
          <DialogDescription>
            {when ? t`${who} saved it on ${when}, after you opened it.` : t`It was saved by someone else after you opened it.`}
          </DialogDescription>
        </DialogHeader>
        <div className="min-h-0 overflow-y-auto" tabIndex={0} role="region" aria-label={t`Differences`}>
          {rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t`Your values and theirs are the same.`}</p>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">{t`Differences`}</caption>
              <thead>
                <tr className="text-left">
                  <th scope="col" className="p-2">{t`Field`}</th>
                  <th scope="col" className="p-2">{t`Theirs`}</th>
                  <th scope="col" className="p-2">{t`Yours`}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.path} data-field={r.path} className="border-t align-top">
                    <th scope="row" className="p-2 text-left font-medium">
                      {r.label}
                    </th>
                    <td className="p-2 break-all" data-side="theirs">
                      {r.theirs}
                    </td>
                    <td className="p-2 break-all" data-side="mine">
                      {r.mine}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <DialogFooter>
          <Button type="button" ref={first} variant="outline" onClick={onKeepTheirs}>
            {t`Keep theirs`}
          </Button>
          <Button type="button" onClick={onApplyMine}>
            {t`Apply mine on top`}
          </Button>
          <Button type="button" variant="outline" onClick={onCopyMine}>
            {t`Copy mine and close`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
