import { z } from 'zod'
import { RECORD_MESSAGES, requiredName } from '../validation'
import { percentToBasisPoints, rupeesToPaise } from './booking-money'
import { recordContract } from './contract'
import { planRow } from './plans.table'
import { versionField } from './versions'
export * from './plans.table'

/**
 * Recharge plans (/admin/subscription/plan, permission SubscriptionPlan; spec 002 section 3 "title, mileage (km), days,
 * validity, payment, description, discount percent"): km for a number of days, sold until validTill. Money travels as
 * rupee text and is stored in integer paise; the tax and the total are computed here (planMoney), on both sides.
 */

/** The largest price a plan takes: ₹10,00,000.00. */
export const MAX_PLAN_PAISE = 100_000_000
export const MAX_PLAN_KM = 100_000
export const MAX_PLAN_DAYS = 3_650

export const PLAN_MESSAGES = {
  ...RECORD_MESSAGES,
  deleted: 'recharge plan deleted',
  newVersion: 'A new version of the plan was made; existing subscriptions keep theirs',
  selectPlan: 'Please select a recharge plan',
  title: 'Please enter the plan title',
  mileage: 'Please enter the mileage (km)',
  mileageRange: 'The mileage is a whole number of km from 1 to 100000',
  days: 'Please enter the number of days',
  daysRange: 'The days are a whole number from 1 to 3650',
  price: 'Please enter the price',
  amount: 'Please enter a valid amount (rupees, at most two decimals, up to ₹10,00,000)',
  tax: 'The tax percent is 0 to 100, with at most two decimals',
  discount: 'The discount percent is 0 to 100, with at most two decimals',
  date: 'Please enter a valid date',
  validTillPast: 'The last day of sale cannot be in the past',
  replaced: 'This plan has a newer version; edit that one',
} as const
const M = PLAN_MESSAGES

/** What a plan's price comes to: the tax (half up to the paisa) and the total, all integer paise. */
export interface PlanMoney {
  pricePaise: number
  taxPaise: number
  totalPaise: number
}

/**
 * The payment split of a plan: tax = round(price × taxBasisPoints / 10000) half up, total = price + tax. Integers only
 * (price × rate stays below 2^53 for prices up to MAX_PLAN_PAISE).
 */
export function planMoney(pricePaise: number, taxBasisPoints: number): PlanMoney {
  const taxPaise = Math.floor((pricePaise * taxBasisPoints + 5_000) / 10_000)
  return { pricePaise, taxPaise, totalPaise: pricePaise + taxPaise }
}

/** Basis points as the numeric(5,2) column keeps them: 1250 → '12.50'. */
export const basisPointsToNumeric = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`

const blankToUndefined = (v: unknown) => (v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v)
const text = (v: unknown) => (typeof v === 'number' ? String(v) : v)

/** A whole number from 1 to `max` (text or number): `missing` when blank, `range` otherwise. */
const wholeNumber = (max: number, missing: string, range: string) =>
  z.preprocess(
    (v) => {
      const s = blankToUndefined(text(v))
      return typeof s === 'string' ? (/^\s*\d+\s*$/.test(s) ? Number(s) : Number.NaN) : s
    },
    z
      .number({ error: (i) => (i.input === undefined ? missing : range) })
      .int(range)
      .min(1, range)
      .max(max, range),
  )

/** A percent 0–100 with at most two decimals (text or number) → basis points; blank is 0. */
const percent = (message: string) =>
  z.preprocess(
    (v) => blankToUndefined(text(v)) ?? '0',
    z.string({ error: message }).transform((v, ctx) => {
      const bp = percentToBasisPoints(v)
      if (bp === null) {
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      }
      return bp
    }),
  )

/** The add and edit form as sent (POST /plan/add; PUT /plan/update adds recordId and version). */
export const planFields = z.object({
  title: requiredName(M.title, 200, M.tooLong),
  mileage: wholeNumber(MAX_PLAN_KM, M.mileage, M.mileageRange),
  days: wholeNumber(MAX_PLAN_DAYS, M.days, M.daysRange),
  /** The last day the plan is sold: the Unix seconds of its midnight in India (shared/india-day.ts); blank: no end. */
  validTill: z.preprocess(blankToUndefined, z.number({ error: M.date }).int(M.date).min(0, M.date).max(253_402_300_799, M.date).optional()),
  /** Rupees (text or number) → integer paise. */
  price: z.preprocess(
    (v) => blankToUndefined(text(v)),
    z.string({ error: M.price }).transform((v, ctx) => {
      const p = rupeesToPaise(v)
      if (p === null || p > MAX_PLAN_PAISE) {
        ctx.addIssue({ code: 'custom', message: M.amount })
        return z.NEVER
      }
      return p
    }),
  ),
  taxPercent: percent(M.tax),
  discountPercent: percent(M.discount),
  description: z.preprocess(blankToUndefined, z.string().trim().max(1000, M.tooLong).optional()),
  active: z.boolean().default(true),
})

/** The stored money beside the fields: price, tax and total in paise, the percents in basis points. */
const withMoney = <T extends z.output<typeof planFields>>(schema: z.ZodType<T, unknown>) =>
  schema.transform((f) => ({ ...f, ...planMoney(f.price, f.taxPercent) }))

/** POST /plan/add: the form (one schema for the dialog and the server). */
export const planForm = withMoney(planFields)
export type PlanForm = z.output<typeof planForm>
export type PlanFormInput = z.input<typeof planFields>

/** PUT /plan/update: the form, the plan and the version it was read at. */
export const planUpdateForm = withMoney(planFields.extend({ recordId: z.guid({ error: M.selectPlan }), version: versionField }))

/** POST /plan/details: the row and its version. */
export const planDetails = planRow.extend({ version: z.number().int() })
export type PlanDetails = z.infer<typeof planDetails>
export const planDetailsAnswer = z.object({ plan: planDetails })

/**
 * PUT /plan/update's answer beside the envelope: the plan that now holds the form (`recordId`: a new one when
 * `newVersion`), its version, and the plan it replaced.
 */
export const planUpdateAnswer = z.object({
  recordId: z.string().optional(),
  version: z.number().int().optional(),
  newVersion: z.boolean().optional(),
  replacedPlanId: z.string().optional(),
})
export type PlanUpdateAnswer = z.infer<typeof planUpdateAnswer>

export const planRecordContract = recordContract({
  id: 'recordId',
  details: { path: '/plan/details', answer: planDetailsAnswer },
  create: { path: '/plan/add' },
  update: { path: '/plan/update', body: planUpdateForm },
  remove: { path: '/plan/delete' },
  restore: { path: '/plan/restore' },
  form: planForm,
})

export const PLAN_CALLS = {
  logs: '/plan/logs',
} as const

/** The fields whose change makes a new version of a plan some unexpired subscription bought (they change what it sold). */
export const PLAN_VERSIONED_FIELDS = ['pricePaise', 'taxPercent', 'mileage', 'days'] as const
