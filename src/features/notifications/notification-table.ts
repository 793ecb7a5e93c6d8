import { msg } from '@lingui/core/macro'
import { NOTIFICATION_TYPES, notificationSendRow } from '@shared/api/notification-admin'
import type { z } from 'zod'
import { defineTable } from '@/components/data-table/types'
import { i18n } from '@/lib/i18n'
import { isNotificationType, NOTIFICATION_TYPE_LABELS, notificationMessages } from '@/lib/notification-texts'

/**
 * A row of POST /api/admin/notification/sent/all (shared/api/notification-admin.ts), plus `type` (the type's display
 * name) and `sentTo` (the one recipient's name, or All customers) in the active language, for the cells and the export.
 */
export const notificationRow = notificationSendRow.transform((r) => ({
  ...r,
  type: isNotificationType(r.notificationType) ? i18n._(NOTIFICATION_TYPE_LABELS[r.notificationType]) : r.notificationType,
  sentTo: r.audience === 'user' ? (r.userName ?? r.userId ?? '') : i18n._(notificationMessages.allCustomers),
}))
export type NotificationRow = z.output<typeof notificationRow>

/** The sent notifications (spec 001 section 2, Notification screen). */
export const notificationTable = defineTable<NotificationRow>({
  id: 'notification',
  screenId: 'screen.notification',
  endpoint: '/notification/sent/all',
  exportEndpoint: '/notification/sent/export',
  rowSchema: notificationRow as unknown as z.ZodType<NotificationRow>,
  rowId: (row) => row._id,
  selectedRow: (row) => ({ id: row._id, notificationType: row.notificationType }),
  defaultPageSize: 10,
  columns: [
    { id: 'title', label: msg`Title`, sortable: true, width: 220 },
    { id: 'body', label: msg`Body`, width: 320 },
    { id: 'notificationType', accessor: 'type', label: msg`Notification Type`, sortable: true, width: 150 },
    { id: 'sentTo', label: msg`Sent To`, width: 180 },
    { id: 'recipients', label: msg`Recipients`, dataType: 'number', sortable: true, width: 120 },
    { id: 'sentBy', label: msg`Sent By`, width: 160, visible: false },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', sortable: true, width: 170 },
  ],
  filters: [
    {
      id: 'notificationType',
      label: msg`Notification Type`,
      kind: 'choice',
      options: NOTIFICATION_TYPES.map((v) => ({ value: v, label: NOTIFICATION_TYPE_LABELS[v] })),
    },
  ],
})
