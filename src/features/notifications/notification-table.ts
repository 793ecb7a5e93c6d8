import { msg } from '@lingui/core/macro'
import { notificationTableContract, type NotificationSendRow } from '@shared/api/notification-admin'
import { defineTable, type LookupOptions } from '@/components/data-table/types'
import { NOTIFICATION_TYPE_LABELS, notificationMessages } from '@/lib/notification-texts'
import { useOptionChoices } from '@/lib/option-list'

/** A row of POST /api/admin/notification/sent/all (shared/api/notification-admin.ts). */
export type NotificationRow = NotificationSendRow

/** The types of the type filter: the active notification types of the Options screen's list (issue 21). */
const useTypeOptions = (): LookupOptions => useOptionChoices('notificationType', NOTIFICATION_TYPE_LABELS)

/** The sent notifications (spec 001 section 2, Notification screen). */
export const notificationTable = defineTable<NotificationRow>({
  id: 'notification',
  screenId: 'screen.notification',
  contract: notificationTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  columns: [
    { id: 'title', label: msg`Title`, width: 220 },
    { id: 'body', label: msg`Body`, width: 320 },
    { id: 'notificationType', label: msg`Notification Type`, labels: NOTIFICATION_TYPE_LABELS, width: 150 },
    // One recipient's name; a notification to every customer has none.
    { id: 'sentTo', accessor: 'userName', label: msg`Sent To`, fallback: notificationMessages.allCustomers, width: 180 },
    { id: 'recipients', label: msg`Recipients`, dataType: 'number', width: 120 },
    { id: 'sentBy', label: msg`Sent By`, width: 160, visible: false },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', width: 170 },
  ],
  filters: [{ id: 'notificationType', label: msg`Notification Type`, kind: 'lookup', useOptions: useTypeOptions }],
})
