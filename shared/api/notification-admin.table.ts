import { z } from 'zod'
import { filters, tableContract } from './contract'

/** The notification-admin table's contract: its row, sort keys and filters (kept apart from the forms so a screen's address carries only this). */
/** The notification types (spec 001 section 3: "a list of items each with name"); normal is the default. */
export const NOTIFICATION_TYPES = ['normal', 'alert', 'reminder', 'promotion'] as const

export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/** Who received a send: every active customer, or one user. */
export const NOTIFICATION_AUDIENCES = ['customers', 'user'] as const

/** A row of POST /notification-admin/all. */
export const notificationSendRow = z.object({
  _id: z.string(),
  title: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  notificationType: z.string(),
  audience: z.enum(NOTIFICATION_AUDIENCES),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  recipients: z.number().int(),
  resent: z.boolean(),
  sentBy: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
})

export type NotificationSendRow = z.infer<typeof notificationSendRow>

/** The sent-notifications table (spec 001 section 2): its notificationType filter. */
export const notificationTableContract = tableContract({
  list: '/notification/sent/all',
  export: '/notification/sent/export',
  row: notificationSendRow,
  sort: ['createdAt', 'updatedAt', 'title', 'notificationType', 'recipients'],
  defaultSort: 'createdAt',
  filters: {
    notificationType: filters.oneOf(NOTIFICATION_TYPES, `notificationType must be one of ${NOTIFICATION_TYPES.join(', ')}`),
  },
})
