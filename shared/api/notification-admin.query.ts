import { trimmedParam } from '../url-params'
import { tableQuery, type Zod } from './contract'

/**
 * What the notification-admin table's address holds: its sort keys and filters, and the values they name. The route file imports
 * only this, so the first page carries no row schema; the row and the contract are in ./notification-admin.table.ts.
 */

/**
 * The built-in notification types (spec 001 section 3: "a list of items each with name"); normal is the default. They
 * seed the Options screen's notification type list (issue 21), which the screens read instead.
 */
export const NOTIFICATION_TYPES = ['normal', 'alert', 'reminder', 'promotion'] as const

export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

const TYPE_FILTER_MESSAGE = 'notificationType must be a notification type'

/** The sent-notifications table (spec 001 section 2): its notificationType filter (any value of the option list). */
export const notificationTableQuery = tableQuery({
  sort: ['createdAt', 'updatedAt', 'title', 'notificationType', 'recipients'],
  defaultSort: 'createdAt',
  filters: {
    notificationType: {
      body: (z: Zod) => z.string({ error: TYPE_FILTER_MESSAGE }).trim().min(1, TYPE_FILTER_MESSAGE).max(40, TYPE_FILTER_MESSAGE),
      url: trimmedParam(40),
    },
  },
})
