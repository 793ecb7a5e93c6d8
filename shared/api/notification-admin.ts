import { z } from 'zod'

/**
 * The Notification screen (spec 001 sections 2, 3, 5, 7): notifications sent to app users. Shared by the API
 * (validation, OpenAPI) and the app (forms, row checks).
 */

/** The notification types (spec 001 section 3: "a list of items each with name"); normal is the default. */
export const NOTIFICATION_TYPES = ['normal', 'alert', 'reminder', 'promotion'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/** Who received a send: every active customer, or one user. */
export const NOTIFICATION_AUDIENCES = ['customers', 'user'] as const

/** Messages of the notification calls (English; spec 001 section 5 for the resend texts). */
export const NOTIFICATION_MESSAGES = {
  mandatory: 'Please fill all the mandatory fields',
  bodyRequired: 'Please provide the notification body',
  typeRequired: 'Please select a notification type',
  titleRequired: 'Please provide the notification title',
  sent: 'Notification sent successfully',
  userNotFound: 'The recipient was not found',
  customerOnly: 'Please select a customer',
} as const
const NM = NOTIFICATION_MESSAGES

const trimmed = (max: number) => z.string().trim().max(max)
const notificationType = z.enum(NOTIFICATION_TYPES, { error: NM.typeRequired })
const recipient = z.guid({ error: NM.userNotFound })

/** POST /notification/create (spec 001 section 7): title, body, notificationType, optional subject and userId. */
export const notificationCreateBody = z.object({
  title: trimmed(200).min(1, { error: NM.titleRequired }),
  body: trimmed(4000).min(1, { error: NM.bodyRequired }),
  notificationType: notificationType.default('normal'),
  subject: trimmed(200).optional(),
  /** One recipient; absent: every active customer. */
  userId: recipient.optional(),
})
export type NotificationCreateBody = z.input<typeof notificationCreateBody>

/**
 * POST /user/notification: the Users screen's 'Send notification' (the table's `notification` button, spec 000
 * section 6) to the one selected customer; the Notification screen's create without the audience choice.
 */
export const userNotificationBody = notificationCreateBody.extend({ userId: recipient })
export type UserNotificationBody = z.input<typeof userNotificationBody>

/** POST /notification/resend: a send again, of a record whose type is not normal; title optional (the record's). */
export const notificationResendBody = z.object({
  recordId: z.guid({ error: 'Please select a row first' }),
  title: trimmed(200).optional(),
  body: trimmed(4000).min(1, { error: NM.bodyRequired }),
  notificationType: notificationType,
})
export type NotificationResendBody = z.input<typeof notificationResendBody>

/** GET /notification/details?recordId= */
export const notificationDetailsQuery = z.object({ recordId: z.guid({ error: 'Please select a row first' }) })

/** The detail read (spec 001 section 7): title, body, notificationType. */
export const notificationDetails = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  notificationType: z.string(),
})

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

/** The answer of create and resend: the new send and how many users got it. */
export const notificationSentAnswer = z.object({ recordId: z.string(), recipients: z.number().int() })

/** GET /notification/types (spec 001 section 7): `result` items each with name. */
export const notificationTypesAnswer = z.object({ result: z.array(z.object({ name: z.string() })) })
