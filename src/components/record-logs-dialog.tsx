import { useRef } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { userLogRow } from '@shared/api/users'
import { RC } from '@shared/response-codes'
import { formatDateTime } from '@/components/data-table/formatters'
import { LogComment, useLogActor } from '@/components/log-entry'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { api, ApiError } from '@/lib/api'
import { useFooterCommands } from '@/lib/use-footer-commands'

const logsAnswer = z.object({ logs: z.array(userLogRow) })

/** POST `path` `{ recordId }`: a record's audit rows, newest first (a module's logs call). Fetched while `recordId` is set. */
export function useRecordLogs(path: string, recordId: string | null) {
  return useQuery({
    queryKey: [path, recordId],
    enabled: recordId !== null,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const answer = await api.post(path, { recordId }, { schema: logsAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.logs
    },
  })
}

interface Props {
  /** The module's logs call (`/crm/logs`, `/booking/logs`). */
  path: string
  recordId: string | null
  onOpenChange: (open: boolean) => void
  /** "Changes made to this lead, newest first." */
  description: string
  /** The module's own activities by name, translated (create, update, delete and restore are known here). */
  activities?: Readonly<Record<string, string>>
  /** The changed fields' names (the table's column labels: `fieldLabels(table.columns)`). */
  labels?: Readonly<Record<string, MessageDescriptor>>
  testId?: string
}

/**
 * The logs dialog of a record (spec 000 section 2): its audit rows, newest first, as Done By, Date, Activity, Comment;
 * 'No data found' when there are none. Open while `recordId` is set; Esc and the footer close it.
 */
export function RecordLogsDialog({ path, recordId, onOpenChange, description, activities, labels, testId }: Props) {
  const { t } = useLingui()
  const open = recordId !== null
  const logs = useRecordLogs(path, recordId)
  const actor = useLogActor()
  const contentRef = useRef<HTMLDivElement>(null)
  useFooterCommands(open, () => contentRef.current, { 'action.close': () => onOpenChange(false) })
  const names: Record<string, string> = {
    create: t`Created`,
    update: t`Updated`,
    delete: t`Deleted`,
    restore: t`Restored`,
    ...activities,
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={contentRef} className="sm:max-w-3xl" data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{t`Logs`}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
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
                    <td>{names[r.activity] ?? r.activity}</td>
                    <td>
                      <LogComment row={r} labels={labels} />
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
