import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { NotificationRow } from '@shared/api/user-activity'
import { Label } from '@/components/ui/label'
import { OptionSelect } from '@/components/ui/select'
import { useUserNotifications, type ReadFilter } from '../activity-api'
import { formatDateMinutes, textOrDash } from './activity-format'
import { ActivityList, useActivityPaging } from './activity-list'
import type { ActivityColumn } from './activity-table'

/** The user dialog's notifications tab (spec 000 section 2): start and end date, read (all, yes, no); 5 per page. */
export function UserNotificationsTab({ userId }: { userId: string }) {
  const { t } = useLingui()
  const readId = useId()
  const paging = useActivityPaging()
  const [read, setRead] = useState<ReadFilter>('')
  const query = useUserNotifications(userId, { read, range: paging.range, page: paging.page })

  const columns: ActivityColumn<NotificationRow>[] = [
    { id: 'title', header: t`Title`, cell: (r) => textOrDash(r.title) },
    { id: 'type', header: t`Type`, cell: (r) => textOrDash(r.notificationType) },
    { id: 'body', header: t`Body`, cell: (r) => textOrDash(r.body), className: 'min-w-48' },
    { id: 'subject', header: t`Subject`, cell: (r) => textOrDash(r.subject) },
    { id: 'read', header: t`Read`, cell: (r) => (r.read ? t`Yes` : t`No`) },
    { id: 'date', header: t`Date`, cell: (r) => formatDateMinutes(r.createdAt), className: 'whitespace-nowrap' },
  ]

  return (
    <ActivityList
      label={t`Notifications`}
      columns={columns}
      paging={paging}
      query={query}
      rows={query.data?.result}
      pages={query.data?.page}
      filters={
        <div className="grid gap-1.5">
          <Label htmlFor={readId}>{t`Read`}</Label>
          <OptionSelect
            id={readId}
            value={read}
            onValueChange={(value) => {
              setRead(value as ReadFilter)
              paging.setPage(0)
            }}
            placeholder={t`All`}
            options={[
              { value: 'true', label: t`Yes` },
              { value: 'false', label: t`No` },
            ]}
            className="w-32"
          />
        </div>
      }
    />
  )
}
