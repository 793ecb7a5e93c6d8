import { z } from 'zod'

/**
 * The calls behind the user record's activity dialogs (spec 000 sections 3 and 7): notifications,
 * recharge history, trips, phone contacts and call logs of a user. Answers are flat (`{ responseCode,
 * message?, ...payload }`); the `*Answer` schemas below describe the payload and ignore the envelope keys.
 * Times are Unix seconds; `sortOrder` 'false' (the default) means newest first, 'true' oldest first.
 */
export const USER_ACTIVITY_MESSAGES = {
  selectUser: 'Please select a user',
  selectWorker: 'Please select a worker',
  dateRange: 'Start date cannot be after end date',
  date: 'Dates must be Unix seconds',
  page: 'page must be a whole number of at least 0',
  pageSize: 'pageSize must be between 1 and 100',
  sortField: 'Unknown sort field',
  sortOrder: "sortOrder must be 'true' (ascending) or 'false' (descending)",
  read: "read must be 'true', 'false' or empty",
  keyword: 'keyword must be at most 100 characters',
  number: 'number must be a phone number',
  controlChars: 'The text contains characters that are not allowed',
} as const
const AM = USER_ACTIVITY_MESSAGES

export const ACTIVITY_PAGE_SIZE_MAX = 100
export const NOTIFICATION_PAGE_SIZE_DEFAULT = 5
export const ACTIVITY_PAGE_SIZE_DEFAULT = 10
/** At most this many call logs are answered (newest first). */
export const CALL_LOG_LIMIT = 500
export const CALL_TYPES = ['incoming', 'outgoing', 'missed', 'rejected'] as const
export type CallType = (typeof CALL_TYPES)[number]

const UNIX_MAX = 253_402_300_799
const PAGE_MAX = 10_000_000
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

/** null and '' are "not set". */
const unset = (v: unknown) => (v === null || v === '' ? undefined : v)
/** Digits in a string (a querystring value) are read as the number. */
const digitsToNumber = (v: unknown) => (typeof v === 'string' && /^\s*\d{1,16}\s*$/.test(v) ? Number(v) : v)
const whole = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message)
const optionalWhole = (message: string, min: number, max: number) =>
  z.preprocess((v) => digitsToNumber(unset(v)), whole(message, min, max).optional())
const wholeWithDefault = (message: string, min: number, max: number, dflt: number) =>
  z.preprocess((v) => digitsToNumber(unset(v)), whole(message, min, max).default(dflt))

/** The user whose activity is read (a guid). */
export const activityUserId = z.guid({ error: AM.selectUser })
/** The worker or scc user whose phone data is read (a guid). */
export const activityRecordId = z.guid({ error: AM.selectWorker })

const dateFields = {
  startDate: optionalWhole(AM.date, 0, UNIX_MAX),
  endDate: optionalWhole(AM.date, 0, UNIX_MAX),
}
const pageField = wholeWithDefault(AM.page, 0, PAGE_MAX, 0)
const sortOrderField = z.preprocess(
  (v) => (typeof v === 'boolean' ? String(v) : unset(v)),
  z.enum(['true', 'false'], { error: AM.sortOrder }).default('false'),
)
const startNotAfterEnd = (q: { startDate?: number | undefined; endDate?: number | undefined }) =>
  q.startDate === undefined || q.endDate === undefined || q.startDate <= q.endDate
const dateRangeCheck = { message: AM.dateRange, path: ['startDate'] }

/** Free text: trimmed, at most `max` characters, no control characters. */
const optionalText = (max: number, message: string) =>
  z.preprocess(
    unset,
    z
      .string({ error: message })
      .trim()
      .max(max, message)
      .refine((s) => !CONTROL.test(s), AM.controlChars)
      .optional(),
  )

/* ------------------------------------------------------------------ notifications */

/** GET /api/admin/notification/all — the querystring. `read`: 'true', 'false', or ''/absent for all. */
export const notificationListQuery = z
  .object({
    userId: activityUserId,
    read: z.preprocess(
      (v) => (typeof v === 'boolean' ? String(v) : unset(v)),
      z
        .enum(['true', 'false'], { error: AM.read })
        .optional()
        .transform((v) => (v === undefined ? undefined : v === 'true')),
    ),
    page: pageField,
    pageSize: wholeWithDefault(AM.pageSize, 1, ACTIVITY_PAGE_SIZE_MAX, NOTIFICATION_PAGE_SIZE_DEFAULT),
    sortField: z.preprocess(unset, z.literal('createdAt', { error: AM.sortField }).default('createdAt')),
    sortOrder: sortOrderField,
    ...dateFields,
  })
  .refine(startNotAfterEnd, dateRangeCheck)
export type NotificationListQuery = z.output<typeof notificationListQuery>
export type NotificationListQueryInput = z.input<typeof notificationListQuery>

export const notificationRow = z.object({
  _id: z.string(),
  title: z.string(),
  notificationType: z.string(),
  body: z.string(),
  subject: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.number().int(),
})
export type NotificationRow = z.infer<typeof notificationRow>

/** `page` is the number of pages; `filterRecords` the number of matching notifications. */
export const notificationListAnswer = z.object({
  result: z.array(notificationRow),
  page: z.number().int(),
  filterRecords: z.number().int(),
})
export type NotificationListAnswer = z.infer<typeof notificationListAnswer>

/* ------------------------------------------------------------------ recharges and trips */

/**
 * POST /api/admin/subscription/user/all (recharge history, range on createdAt) and
 * POST /api/admin/trip/all (range on dateTime) — the body.
 */
export const userActivityListBody = z
  .object({
    userId: activityUserId,
    page: pageField,
    pageSize: wholeWithDefault(AM.pageSize, 1, ACTIVITY_PAGE_SIZE_MAX, ACTIVITY_PAGE_SIZE_DEFAULT),
    sortOrder: sortOrderField,
    ...dateFields,
  })
  .refine(startNotAfterEnd, dateRangeCheck)
export type UserActivityListBody = z.output<typeof userActivityListBody>
export type UserActivityListBodyInput = z.input<typeof userActivityListBody>

export const rechargeRow = z.object({
  _id: z.string(),
  odometer: z.number().nullable(),
  remainingMileage: z.number().nullable(),
  subscribedPlan: z.object({
    title: z.string(),
    mileage: z.number().nullable(),
    /** What was paid, integer paise (issue 20: money is exact). */
    paymentSplit: z.object({ total: z.number().nullable() }),
  }),
  odometerAt: z.number().nullable(),
  isVehicleRecharged: z.boolean(),
  orderId: z.string().nullable(),
  paymentRefId: z.string().nullable(),
  expireAt: z.number().int().nullable(),
  updatedAt: z.number().int(),
  createdAt: z.number().int(),
})
export type RechargeRow = z.infer<typeof rechargeRow>

export const rechargeListAnswer = z.object({
  rows: z.array(rechargeRow),
  pages: z.number().int(),
  filterRecords: z.number().int(),
})
export type RechargeListAnswer = z.infer<typeof rechargeListAnswer>

const metric = z.number().nullable()
export const tripRow = z.object({
  _id: z.string(),
  avgMovingSpeed: metric,
  avgMovingSpeedGPS: metric,
  avgSpeed: metric,
  avgSpeedGPS: metric,
  maxSpeed: metric,
  maxSpeedGPS: metric,
  altitudeMax: metric,
  altitudeMin: metric,
  maxAmpsBattery: metric,
  maxAmpsMotors: metric,
  wattHoursTotal: metric,
  wattHoursRegenTotal: metric,
  distance: metric,
  distanceGPS: metric,
  fault: z.string().nullable(),
  durationSeconds: metric,
  dateTime: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})
export type TripRow = z.infer<typeof tripRow>

export const tripListAnswer = z.object({
  rows: z.array(tripRow),
  pages: z.number().int(),
  filterRecords: z.number().int(),
})
export type TripListAnswer = z.infer<typeof tripListAnswer>

/* ------------------------------------------------------------------ contacts and call logs */

/** Digits only. */
export const phoneDigitsOf = (s: string) => s.replace(/\D/g, '')
/** The comparable form of a phone number: its last 10 digits (a +91 or 0 prefix does not matter). */
export const phoneKey = (s: string) => phoneDigitsOf(s).slice(-10)

/** POST /api/admin/user/contacts — keyword matches the name or any phone number (by digits). */
export const contactListBody = z.object({
  recordId: activityRecordId,
  keyword: optionalText(100, AM.keyword),
  page: pageField,
  pageSize: wholeWithDefault(AM.pageSize, 1, ACTIVITY_PAGE_SIZE_MAX, ACTIVITY_PAGE_SIZE_DEFAULT),
})
export type ContactListBody = z.output<typeof contactListBody>
export type ContactListBodyInput = z.input<typeof contactListBody>

export const contactRow = z.object({ _id: z.string(), name: z.string(), phones: z.array(z.string()) })
export type ContactRow = z.infer<typeof contactRow>

export const contactListAnswer = z.object({
  rows: z.array(contactRow),
  pages: z.number().int(),
  filterRecords: z.number().int(),
})
export type ContactListAnswer = z.infer<typeof contactListAnswer>

/** POST /api/admin/user/calllogs — `number` keeps only the calls with that contact (compared by {@link phoneKey}). */
export const callLogBody = z.object({
  recordId: activityRecordId,
  number: optionalText(32, AM.number).refine((s) => s === undefined || /^[\d\s()+-]*\d[\d\s()+-]*$/.test(s), AM.number),
})
export type CallLogBody = z.output<typeof callLogBody>
export type CallLogBodyInput = z.input<typeof callLogBody>

export const callLogRow = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  number: z.string(),
  callType: z.enum(CALL_TYPES),
  duration: z.number().int(),
  simDisplayName: z.string().nullable(),
  timestamp: z.number().int(),
})
export type CallLogRow = z.infer<typeof callLogRow>

export const callLogAnswer = z.object({
  logs: z.array(callLogRow),
  stats: z.object({ incomingCount: z.number().int(), outgoingCount: z.number().int(), missedCount: z.number().int() }),
})
export type CallLogAnswer = z.infer<typeof callLogAnswer>
