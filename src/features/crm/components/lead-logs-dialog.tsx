import { useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatDateTime } from '@/components/data-table/formatters'
import { fieldLabels, LogComment, useLogActor } from '@/components/log-entry'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useFooterCommands } from '@/lib/use-footer-commands'
import { useLeadLogs } from '../api'
import { crmTable } from '../crm-table'

/** The CRM table's column labels name the changed fields (others read as words). */
const LEAD_FIELD_LABELS = fieldLabels(crmTable.columns)

/** The audit rows of one lead, newest first (Done By, Date, Activity, Comment). Open while `leadId` is set. */
export function LeadLogsDialog({ leadId, onOpenChange }: { leadId: string | null; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  const open = leadId !== null
  const logs = useLeadLogs(leadId)
  const actor = useLogActor()
  const contentRef = useRef<HTMLDivElement>(null)
  useFooterCommands(open, () => contentRef.current, { 'action.close': () => onOpenChange(false) })
  const activities: Record<string, string> = {
    create: t`Created`,
    update: t`Updated`,
    reassign: t`Re-assigned`,
    'followup.add': t`Follow-up added`,
    call: t`Call requested`,
    'call.status': t`Call ended`,
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={contentRef} className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t`Logs`}</DialogTitle>
          <DialogDescription>{t`Changes made to this lead, newest first.`}</DialogDescription>
        </DialogHeader>
        <div className="max-h-[60vh] overflow-y-auto" tabIndex={0} role="region" aria-label={t`Logs`}>
          {logs.isFetching ? (
            <p role="status">{t`Loading…`}</p>
          ) : logs.isError ? (
            <p role="alert">{t`The logs could not be loaded.`}</p>
          ) : !logs.data?.length ? (
            <p>{t`No data found`}</p>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">{t`Logs`}</caption>
              <thead>
                <tr className="text-left">
                  <th scope="col">{t`Done By`}</th>
                  <th scope="col">{t`Date`}</th>
                  <th scope="col">{t`Activity`}</th>
                  <th scope="col">{t`Comment`}</th>
                </tr>
              </thead>
              <tbody>
                {logs.data.map((r, i) => (
                  <tr key={`${i}-${r.updatedAt}`} className="border-t align-top">
                    <td>{actor(r)}</td>
                    <td className="whitespace-nowrap">{formatDateTime(r.updatedAt)}</td>
                    <td>{activities[r.activity] ?? r.activity}</td>
                    <td>
                      <LogComment row={r} labels={LEAD_FIELD_LABELS} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t`Close`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
