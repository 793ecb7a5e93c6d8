import { NOTIFICATION_TYPES } from '@shared/api/notification-admin'
import { enumParam, tableSearchSchema } from '@/components/data-table/search-schema'

/** The fields the sent-notifications list can sort by (the server's list). */
export const NOTIFICATION_SORT_FIELDS = ['createdAt', 'updatedAt', 'title', 'notificationType', 'recipients'] as const

/** The Notification screen's URL: the table's state and its notificationType filter. */
export const notificationSearchSchema = tableSearchSchema({
  sortFields: NOTIFICATION_SORT_FIELDS,
  filters: { notificationType: enumParam(NOTIFICATION_TYPES) },
})
