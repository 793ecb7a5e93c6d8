import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { NotificationRow } from '@shared/api/user-activity'
import { DateRange } from '@/components/ui/date-range'
import { Label } from '@/components/ui/label'
import { EMPTY_RANGE, type DateRangeValue } from '@/lib/date-range'
import { useUserNotifications, type ReadFilter } from '../api/activity'
import { formatDateMinutes, textOrDash } from './activity-format'
import { ActivityPager, ActivityTable, type ActivityColumn } from './activity-table'

/** The user dialog's notifications tab (spec 000 section 2): start and end date, read (all, yes, no); 5 per page. */
export function UserNotificationsTab({ userId }: { userId: string }) {
  const { t } = useLingui()
  const readId = useId()
  const [range, setRange] = useState<DateRangeValue>(EMPTY_RANGE)
  const [read, setRead] = useState<ReadFilter>('')
  const [page, setPage] = useState(0)
  const query = useUserNotifications(userId, { read, range, page })

  const columns: ActivityColumn<NotificationRow>[] = [
    { id: 'title', header: t`Title`, cell: (r) => textOrDash(r.title) },
    { id: 'type', header: t`Type`, cell: (r) => textOrDash(r.notificationType) },
    { id: 'body', header: t`Body`, cell: (r) => textOrDash(r.body), className: 'min-w-48' },
    { id: 'subject', header: t`Subject`, cell: (r) => textOrDash(r.subject) },
    { id: 'read', header: t`Read`, cell: (r) => (r.read ? t`Yes` : t`No`) },
    { id: 'date', header: t`Date`, cell: (r) => formatDateMinutes(r.createdAt), className: 'whitespace-nowrap' },
  ]

  return (
    <section className="grid gap-3" aria-label={t`Notifications`}>
      <div className="flex flex-wrap items-end gap-3">
        <DateRange
          value={range}
          onChange={(next) => {
            setRange(next)
            setPage(0)
          }}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={readId}>{t`Read`}</Label>
          <select
            id={readId}
            value={read}
            onChange={(e) => {
              setRead(e.target.value as ReadFilter)
              setPage(0)
            }}
            className="h-9 rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30"
          >
            <option value="">{t`All`}</option>
            <option value="true">{t`Yes`}</option>
            <option value="false">{t`No`}</option>
          </select>
        </div>
      </div>
      <ActivityTable
        caption={t`Notifications`}
        columns={columns}
        rows={query.data?.result}
        rowKey={(r) => r._id}
        isPending={query.isFetching}
        isError={query.isError}
        onRetry={() => void query.refetch()}
      />
      <ActivityPager
        page={page}
        pages={query.data?.page ?? 0}
        total={query.data?.filterRecords ?? 0}
        onPageChange={setPage}
        disabled={!query.data}
      />
    </section>
  )
}
