import { z } from 'zod'
import { notificationRow } from './user-activity'

/**
 * The signed-in user's own notifications (issue 15: the top bar's bell and its panel). The spec names only the users
 * screen's tab (GET /notification/all, Users permission); any signed-in user reads and marks read their own
 * notifications here, never another user's: the user comes from the session, never from the request.
 */
export const OWN_NOTIFICATION_PATHS = {
  /** GET: a page of them, newest first, with how many there are and how many are unread. */
  list: '/notification/mine',
  /** POST: marks some of them read (the ones the panel showed); answers the new unread count. */
  read: '/notification/mine/read',
} as const

export const OWN_NOTIFICATION_MESSAGES = {
  page: 'page must be a whole number of at least 0',
  pageSize: 'pageSize must be between 1 and 50',
  ids: 'Please select between 1 and 50 notifications',
  id: 'A notification id is not valid',
} as const
const OM = OWN_NOTIFICATION_MESSAGES

/** The panel shows this many by default; at most OWN_NOTIFICATION_MAX in one call (list or mark read). */
export const OWN_NOTIFICATION_PAGE_SIZE = 20
export const OWN_NOTIFICATION_MAX = 50

/** A whole number from min to max, `dflt` when absent; null and '' are "not set", digits in a querystring value the number. */
const whole = (message: string, min: number, max: number, dflt: number) =>
  z.preprocess(
    (v) => (v === null || v === '' ? undefined : typeof v === 'string' && /^\s*\d{1,16}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message).default(dflt),
  )

/** GET /notification/mine — the querystring: the page (zero based) and its size. */
export const ownNotificationListQuery = z.object({
  page: whole(OM.page, 0, 10_000_000, 0),
  pageSize: whole(OM.pageSize, 1, OWN_NOTIFICATION_MAX, OWN_NOTIFICATION_PAGE_SIZE),
})
export type OwnNotificationListQuery = z.input<typeof ownNotificationListQuery>

/**
 * One page of the signed-in user's notifications, newest first; `filterRecords` how many they have in all,
 * `notificationCount` how many of those are unread.
 */
export const ownNotificationListAnswer = z.object({
  result: z.array(notificationRow),
  filterRecords: z.number().int(),
  notificationCount: z.number().int(),
})
export type OwnNotificationListAnswer = z.infer<typeof ownNotificationListAnswer>

/** POST /notification/mine/read — the notifications to mark read (ids of the caller's own; others are ignored). */
export const ownNotificationReadBody = z.object({
  ids: z
    .array(z.guid({ error: OM.id }), { error: OM.ids })
    .min(1, OM.ids)
    .max(OWN_NOTIFICATION_MAX, OM.ids),
})
export type OwnNotificationReadBody = z.input<typeof ownNotificationReadBody>

/** How many were unread and are read now, and the unread count after (also pushed to the user's sockets). */
export const ownNotificationReadAnswer = z.object({
  updated: z.number().int(),
  notificationCount: z.number().int(),
})
export type OwnNotificationReadAnswer = z.infer<typeof ownNotificationReadAnswer>
