import { z } from 'zod'
import { RECORD_MESSAGES, requiredName, requiredText } from '../validation'
import { MAX_PAISE, percentToBasisPoints, rupeesToPaise } from './booking-money'
import { recordContract } from './contract'
import { COUPON_TYPES, discountRow, eligibleUserRow } from './discount.table'
import { versionField } from './versions'
export * from './discount.table'

/**
 * Discount coupons (issue 20; spec 002 sections 3, 5 and 8; the 'Discount Form'): a coupon code (3 to 15 characters,
 * unique case aside), a title, general or eligible (for the riders made eligible), a percentage of the bill up to a
 * maximum discount, over a minimum bill, from a start day to an end day, a number of attempts per rider. Applied by
 * POST /discount/apply (a quote) and redeemed by the modules that sell something (server/lib/coupons.ts).
 */

/** The most riders one coupon names, and the most a customer search answers. */
export const MAX_ELIGIBLE_USERS = 500
export const MAX_CUSTOMER_MATCHES = 20
export const MAX_ATTEMPTS_PER_USER = 1000

export const DISCOUNT_MESSAGES = {
  ...RECORD_MESSAGES,
  created: 'Coupon created',
  selectCoupon: 'Please select a coupon',
  /** Spec 002 section 5. */
  title: 'Discount title must be more than 3 characters',
  /** Spec 002 section 5. */
  code: 'Coupon code must be 3 to 15 characters',
  codeCharacters: 'The coupon code takes letters, digits, - and _ only',
  couponType: 'Please select the coupon type',
  percent: 'The percentage is more than 0 and at most 100, with at most two decimals',
  amount: 'Please enter a valid amount (rupees, at most two decimals)',
  maxDiscount: 'Please enter the maximum discount',
  startDay: 'Please select the start date',
  endDay: 'Please select the end date',
  date: 'Please enter a valid date',
  startBeforeEnd: 'Start date must be before end date',
  pastEnd: 'End date cannot be in the past',
  attempts: 'Attempts per user is a whole number from 1 to 1000',
  /** Spec 002 section 5. */
  eligibleUsers: 'An eligible coupon needs some users made eligible',
  tooManyUsers: 'At most 500 users can be made eligible',
  selectUser: 'Please select a customer',
  unknownUser: 'A selected customer does not exist or is not an active customer',
  /** Spec 002 section 8. */
  invalidCoupon: 'Invalid coupon',
  /** Spec 002 section 8. */
  applied: 'coupon applied',
  billAmount: 'Please enter the bill amount (rupees, at most two decimals)',
} as const
const M = DISCOUNT_MESSAGES

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const text = (v: unknown) => (typeof v === 'number' ? String(v) : v)

/** Rupees (text or number) → integer paise up to MAX_PAISE; `blank` is what an empty field gives (undefined: required). */
const money = (required: string, blank?: string) =>
  z.preprocess(
    (v) => blankToUndefined(text(v)) ?? blank,
    z.string({ error: required }).transform((v, ctx) => {
      const p = rupeesToPaise(v)
      if (p === null || p > MAX_PAISE) {
        ctx.addIssue({ code: 'custom', message: M.amount })
        return z.NEVER
      }
      return p
    }),
  )

/** A day: the Unix seconds of its midnight in India (up to 9999-12-31). */
const day = (required: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : M.date) })
      .int(M.date)
      .min(0, M.date)
      .max(253_402_300_799, M.date),
  )

/** The fields of the 'Discount Form' as sent (one schema for the dialog and the server). */
export const discountFields = z.object({
  /** Kept as typed (trimmed); unique case aside. */
  code: requiredText(M.code, 15, M.code)
    .min(3, M.code)
    .regex(/^[A-Za-z0-9_-]*$/, M.codeCharacters),
  title: requiredName(M.title, 100, M.tooLong).min(4, M.title),
  couponType: z.enum(COUPON_TYPES, { error: M.couponType }),
  /** The percentage (text, at most two decimals) → hundredths of a percent, more than 0 and at most 100 %. */
  percent: z.preprocess(
    (v) => blankToUndefined(text(v)),
    z.string({ error: M.percent }).transform((v, ctx) => {
      const h = percentToBasisPoints(v)
      if (h === null || h <= 0) {
        ctx.addIssue({ code: 'custom', message: M.percent })
        return z.NEVER
      }
      return h
    }),
  ),
  /** Rupees → paise; blank is no minimum. */
  minBill: money(M.amount, '0'),
  maxDiscount: money(M.maxDiscount),
  startAt: day(M.startDay),
  endAt: day(M.endDay),
  attemptsPerUser: z.preprocess(
    (v) => {
      const s = blankToUndefined(text(v))
      return typeof s === 'string' ? (/^\s*\d+\s*$/.test(s) ? Number(s) : Number.NaN) : s
    },
    z.number({ error: M.attempts }).int(M.attempts).min(1, M.attempts).max(MAX_ATTEMPTS_PER_USER, M.attempts),
  ),
  /** The riders (users of type user) an eligible coupon is for; a general coupon keeps none. */
  eligibleUserIds: z
    .array(z.guid({ error: M.selectUser }), { error: M.selectUser })
    .max(MAX_ELIGIBLE_USERS, M.tooManyUsers)
    .default([]),
  active: z.boolean().default(true),
})

/** The rules across fields (spec 002 section 5 and the issue): each problem names its field. */
export function discountIssues(f: {
  couponType?: string
  eligibleUserIds?: readonly string[]
  startAt?: number
  endAt?: number
}): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = []
  if (f.startAt !== undefined && f.endAt !== undefined && f.startAt >= f.endAt) issues.push({ path: 'endAt', message: M.startBeforeEnd })
  if (f.couponType === 'eligible' && (f.eligibleUserIds ?? []).length === 0)
    issues.push({ path: 'eligibleUserIds', message: M.eligibleUsers })
  return issues
}

/** A new coupon's end day may not be before today in India (`todayMidnight`: today's midnight in India, Unix seconds). */
export const endInPast = (endAt: number, todayMidnight: number) => endAt < todayMidnight

/** The fields the rules compare; the rules run when these are valid, whatever else is wrong. */
const ruleFields = z.object({
  couponType: z.enum(COUPON_TYPES).optional(),
  eligibleUserIds: discountFields.shape.eligibleUserIds,
  startAt: day(M.startDay).optional(),
  endAt: day(M.endDay).optional(),
})

type Fields = z.output<typeof discountFields>
const withRules = <T extends Fields>(schema: z.ZodType<T, unknown>) =>
  schema
    .superRefine(
      (f, ctx) => {
        for (const issue of discountIssues(f)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message })
      },
      // zod skips a refinement after any other issue by default; `when` says the rules on the first save too.
      { when: (payload) => ruleFields.safeParse(payload.value).success },
    )
    // A general coupon names nobody; the riders of an eligible one once each.
    .transform((f) => ({ ...f, eligibleUserIds: f.couponType === 'general' ? [] : [...new Set(f.eligibleUserIds)] }))

/** POST /discount/add: the form. */
export const discountForm = withRules(discountFields)
export type DiscountForm = z.output<typeof discountForm>
export type DiscountFormInput = z.input<typeof discountFields>

/** PUT /discount/update: the form, the coupon and the version it was read at. */
export const discountUpdateForm = withRules(discountFields.extend({ recordId: z.guid({ error: M.selectCoupon }), version: versionField }))

/** POST /discount/details: the row and the version. */
export const discountDetails = discountRow.extend({ version: z.number().int() })
export type DiscountDetails = z.infer<typeof discountDetails>
export const discountDetailsAnswer = z.object({ coupon: discountDetails })

export const discountRecordContract = recordContract({
  id: 'recordId',
  details: { path: '/discount/details', answer: discountDetailsAnswer },
  create: { path: '/discount/add' },
  update: { path: '/discount/update', body: discountUpdateForm },
  remove: { path: '/discount/delete' },
  restore: { path: '/discount/restore' },
  form: discountForm,
})

export const DISCOUNT_CALLS = {
  logs: '/discount/logs',
  customers: '/discount/customers',
  apply: '/discount/apply',
} as const

/** POST /discount/customers: active customers (users of type user) whose mobile number or name holds the keyword. */
export const customerSearchBody = z.object({ keyword: z.string().trim().max(100, M.tooLong).default('') })
export const customerSearchAnswer = z.object({ result: z.array(eligibleUserRow) })

/**
 * POST /discount/apply: the coupon as typed, the rider (the subscription form picks the rider first) and the bill in
 * rupees (text, at most two decimals, as every form sends money). Reads only.
 */
export const applyBody = z.object({
  code: requiredText(M.invalidCoupon, 50, M.invalidCoupon),
  userId: z.guid({ error: M.selectUser }),
  billAmount: money(M.billAmount),
})
export type ApplyBody = z.input<typeof applyBody>

/** The answer of a coupon that applies: the coupon, the bill, the discount and the bill after it (paise). */
export const applyAnswer = z.object({
  couponId: z.string(),
  code: z.string(),
  bill: z.number().int(),
  discount: z.number().int(),
  billAfter: z.number().int(),
})
