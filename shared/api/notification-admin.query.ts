import { filters, tableQuery } from './contract'

/**
 * What the notification-admin table's address holds: its sort keys and filters, and the values they name. The route file imports
 * only this, so the first page carries no row schema; the row and the contract are in ./notification-admin.table.ts.
 */

/** The notification types (spec 001 section 3: "a list of items each with name"); normal is the default. */
export const NOTIFICATION_TYPES = ['normal', 'alert', 'reminder', 'promotion'] as const

export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/** The sent-notifications table (spec 001 section 2): its notificationType filter. */
export const notificationTableQuery = tableQuery({
  sort: ['createdAt', 'updatedAt', 'title', 'notificationType', 'recipients'],
  defaultSort: 'createdAt',
  filters: {
    notificationType: filters.oneOf(NOTIFICATION_TYPES, `notificationType must be one of ${NOTIFICATION_TYPES.join(', ')}`),
  },
})
