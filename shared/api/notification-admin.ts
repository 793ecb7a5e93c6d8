import { z } from 'zod'
import { nameText, RECORD_MESSAGES, requiredName, requiredText } from '../validation'
import { recordContract } from './contract'
export * from './notification-admin.table'

/**
 * The Notification screen (spec 001 sections 2, 3, 5, 7): notifications sent to app users. Shared by the API
 * (validation, OpenAPI) and the app (forms, row checks).
 */

/** Messages of the notification calls (English; spec 001 section 5 for the resend texts). */
export const NOTIFICATION_MESSAGES = {
  ...RECORD_MESSAGES,
  selectRow: 'Please select a row first',
  bodyRequired: 'Please provide the notification body',
  typeRequired: 'Please select a notification type',
  titleRequired: 'Please provide the notification title',
  sent: 'Notification sent successfully',
  userNotFound: 'The recipient was not found',
  customerOnly: 'Please select a customer',
  normalNotResent: 'Only a notification of a type other than normal can be resent',
} as const
const NM = NOTIFICATION_MESSAGES

/**
 * A notification type: a value of the Options screen's notification type list (issue 21; at most 40 characters), which
 * the server checks is active; NOTIFICATION_TYPES are its built-in values.
 */
const notificationType = requiredText(NM.typeRequired, 40, NM.typeRequired)
const recipient = z.guid({ error: NM.userNotFound })

/** POST /notification/create (spec 001 section 7): title, body, notificationType, optional subject and userId. */
export const notificationCreateBody = z.object({
  title: requiredName(NM.titleRequired, 200),
  body: requiredText(NM.bodyRequired, 4000),
  notificationType: notificationType.default('normal'),
  subject: nameText(200).optional(),
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
  recordId: z.guid({ error: NM.selectRow }),
  title: nameText(200).optional(),
  body: requiredText(NM.bodyRequired, 4000),
  notificationType: notificationType,
})
export type NotificationResendBody = z.input<typeof notificationResendBody>

/** The detail read (spec 001 section 7): title, body, notificationType. */
export const notificationDetails = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  notificationType: z.string(),
})

/** GET /notification/details?recordId= answers the send as `result`. */
export const notificationDetailsAnswer = z.object({ result: notificationDetails })
export type NotificationDetailsAnswer = z.infer<typeof notificationDetailsAnswer>

/** The answer of create and resend: the new send and how many users got it. */
export const notificationSentAnswer = z.object({ recordId: z.string(), recipients: z.number().int() })

/** GET /notification/audience: how many users a send without a recipient reaches (every active customer), now. */
export const notificationAudienceAnswer = z.object({ customers: z.number().int() })
export type NotificationAudience = z.infer<typeof notificationAudienceAnswer>

/**
 * GET /notification/types (spec 001 section 7): `result` items each with name (the value a send stores) and, from the
 * Options screen's list (issue 21), the label it shows.
 */
export const notificationTypesAnswer = z.object({ result: z.array(z.object({ name: z.string(), label: z.string().optional() })) })

/** The calls of the screen besides its table: the details, create, the audience, the types and the resend. */
export const NOTIFICATION_PATHS = {
  details: '/notification/details',
  audience: '/notification/audience',
  create: '/notification/create',
  types: '/notification/types',
  resend: '/notification/resend',
} as const

/**
 * The Notification screen's record calls: the details by GET and the create (a send: to one user or to every active
 * customer; it answers how many got it). Resend is a call of its own (NOTIFICATION_PATHS.resend).
 */
export const notificationRecordContract = recordContract({
  id: 'recordId',
  details: { path: NOTIFICATION_PATHS.details, method: 'GET', answer: notificationDetailsAnswer },
  create: { path: NOTIFICATION_PATHS.create },
  form: notificationCreateBody,
})
