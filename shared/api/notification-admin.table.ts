import { z } from 'zod'
import { tableContract } from './contract'
import { notificationTableQuery } from './notification-admin.query'

export * from './notification-admin.query'

/** The notification-admin table's contract: its row, sort keys and filters (kept apart from the forms so a screen's address carries only this). */

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

export const notificationTableContract = tableContract({
  list: '/notification/sent/all',
  export: '/notification/sent/export',
  row: notificationSendRow,
  query: notificationTableQuery,
})
