import { z } from 'zod'
import { RECORD_MESSAGES } from '../validation'
import { recordContract } from './contract'
import { normaliseMobile } from './crm.query'
import { subscriptionRow } from './subscription.table'
import { VEHICLE_NO_MAX } from './subscription.query'
import { versionField } from './versions'
export * from './subscription.table'

/**
 * Subscriptions (/admin/subscription, permission Subscription; spec 002 sections 3 and 8, issue 20): a rider's
 * purchase of a recharge plan for their vehicle. 'Add Subscription' picks the rider (by mobile or vehicle number), the
 * plan and an optional coupon; the server prices it (shared/api/subscription-pricing.ts) and sets the range and expiry.
 * 'Edit Subscription' corrects the payment references and marks the vehicle recharged; the priced fields stay.
 */

export const SUBSCRIPTION_MESSAGES = {
  ...RECORD_MESSAGES,
  selectSubscription: 'Please select a subscription',
  selectRider: 'Please select a rider',
  notRider: 'No rider has that mobile number or vehicle number',
  riderQuery: 'Enter a 10 digit mobile number or a vehicle number',
  selectPlan: 'Please select a plan',
  planNotOnSale: 'This plan is not on sale',
  couponCode: 'Coupon code must be 3 to 15 characters',
  invalidCoupon: 'Invalid coupon',
  couponApplied: 'coupon applied',
  orderId: 'The order id is at most 64 letters, digits or . _ : / -',
  paymentRefId: 'The payment reference is at most 64 letters, digits or . _ : / -',
  odometerAt: 'The odometer is a number of km from 0 to 10,00,000, with at most one decimal',
} as const
const M = SUBSCRIPTION_MESSAGES

export const COUPON_CODE_MIN = 3
export const COUPON_CODE_MAX = 15
export const MAX_ODOMETER_KM = 1_000_000

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const REFERENCE = /^[A-Za-z0-9._:/-]{1,64}$/

/** A payment or order reference: trimmed, blank is none. */
const reference = (message: string) =>
  z.preprocess(
    (v) => blankToUndefined(typeof v === 'string' ? v.trim() : v),
    z.string({ error: message }).regex(REFERENCE, message).optional(),
  )

/** km with at most one decimal, 0 to MAX_ODOMETER_KM; digits as text too; blank is none. */
const odometerField = z.preprocess(
  (v) => {
    const s = blankToUndefined(typeof v === 'string' ? v.trim() : v)
    return typeof s === 'string' ? (/^\d{1,7}(\.\d)?$/.test(s) ? Number(s) : Number.NaN) : s
  },
  z
    .number({ error: M.odometerAt })
    .min(0, M.odometerAt)
    .max(MAX_ODOMETER_KM, M.odometerAt)
    .refine((n) => Number.isInteger(Math.round(n * 10)) && Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, M.odometerAt)
    .optional(),
)

/** A coupon code as typed: trimmed, 3 to 15 characters; blank is none (matched case-insensitively by the coupon's owner). */
export const couponCodeField = z.preprocess(
  (v) => blankToUndefined(typeof v === 'string' ? v.trim() : v),
  z.string({ error: M.couponCode }).min(COUPON_CODE_MIN, M.couponCode).max(COUPON_CODE_MAX, M.couponCode).optional(),
)

/** POST /subscription/add: the rider, the plan, an optional coupon and the payment. No money: the server prices it. */
export const subscriptionForm = z.object({
  userId: z.guid({ error: M.selectRider }),
  planId: z.guid({ error: M.selectPlan }),
  couponCode: couponCodeField,
  orderId: reference(M.orderId),
  paymentRefId: reference(M.paymentRefId),
  odometerAt: odometerField,
  isVehicleRecharged: z.boolean().default(false),
})
export type SubscriptionForm = z.output<typeof subscriptionForm>
export type SubscriptionFormInput = z.input<typeof subscriptionForm>

/** What 'Edit Subscription' may change: the payment references, the odometer at the recharge, vehicle recharged. */
export const subscriptionEditFields = z.object({
  orderId: reference(M.orderId),
  paymentRefId: reference(M.paymentRefId),
  odometerAt: odometerField,
  isVehicleRecharged: z.boolean().default(false),
})
export type SubscriptionEdit = z.output<typeof subscriptionEditFields>
export type SubscriptionEditInput = z.input<typeof subscriptionEditFields>

/** PUT /subscription/update: the editable fields, the subscription and the version it was read at. */
export const subscriptionUpdateForm = subscriptionEditFields.extend({
  recordId: z.guid({ error: M.selectSubscription }),
  version: versionField,
})

/** POST /subscription/details: the row and the version. */
export const subscriptionDetails = subscriptionRow.extend({ version: z.number().int() })
export type SubscriptionDetails = z.infer<typeof subscriptionDetails>
export const subscriptionDetailsAnswer = z.object({ subscription: subscriptionDetails })

export const subscriptionRecordContract = recordContract({
  id: 'recordId',
  details: { path: '/subscription/details', answer: subscriptionDetailsAnswer },
  create: { path: '/subscription/add' },
  update: { path: '/subscription/update', body: subscriptionUpdateForm },
  form: subscriptionForm,
})

export const SUBSCRIPTION_CALLS = {
  logs: '/subscription/logs',
  planOptions: '/subscription/plan-options',
  plans: '/subscription/plans',
  vehicles: '/subscription/vehicles',
  rider: '/subscription/rider',
  quote: '/subscription/quote',
} as const

/** A plan a subscription can be bought on (active, on sale): money in paise, the discount percent as text. */
export const planOption = z.object({
  _id: z.string(),
  title: z.string(),
  mileage: z.number().int(),
  days: z.number().int(),
  totalPaise: z.number().int(),
  discountPercent: z.string(),
})
export type PlanOption = z.infer<typeof planOption>
/** GET /subscription/plan-options. */
export const planOptionsAnswer = z.object({ result: z.array(planOption) })
/** GET /subscription/plans: every plan by title (the table's plan filter), whether on sale or not. */
export const planTitlesAnswer = z.object({ result: z.array(z.object({ _id: z.string(), title: z.string(), active: z.boolean() })) })
/** GET /subscription/vehicles: the vehicle numbers subscriptions were bought for (the table's vehicle filter). */
export const vehicleNumbersAnswer = z.object({ result: z.array(z.string()) })

/**
 * POST /subscription/rider `{ query }`: the rider (a user of type user) with that mobile number (10 digits, +91 or a
 * leading 0 aside) or that vehicle number, or null.
 */
export const riderBody = z.object({
  query: z
    .string({ error: M.riderQuery })
    .trim()
    .min(1, M.riderQuery)
    .max(32, M.riderQuery)
    .transform((q, ctx) => {
      const mobileNo = /^[+\d\s-]+$/.test(q) ? normaliseMobile(q) : null
      if (mobileNo) return { mobileNo, vehicleNo: undefined }
      const vehicleNo = q.toUpperCase().replace(/\s+/g, '')
      if (!/^[A-Z][A-Z0-9/-]{1,19}$/.test(vehicleNo) || vehicleNo.length > VEHICLE_NO_MAX) {
        ctx.addIssue({ code: 'custom', message: M.riderQuery })
        return z.NEVER
      }
      return { mobileNo: undefined, vehicleNo }
    }),
})
export const rider = z.object({
  _id: z.string(),
  fname: z.string(),
  lname: z.string().nullable(),
  mobileNo: z.string(),
  vehicleNo: z.string().nullable(),
})
export type Rider = z.infer<typeof rider>
export const riderAnswer = z.object({ rider: rider.nullable() })

/** POST /subscription/quote: the price the server would charge now (the add prices again, in its transaction). */
export const quoteBody = z.object({
  userId: z.preprocess(blankToUndefined, z.guid({ error: M.selectRider }).optional()),
  planId: z.guid({ error: M.selectPlan }),
  couponCode: couponCodeField,
})
export type QuoteBody = z.input<typeof quoteBody>
/** The price parts (paise) and the coupon's outcome: 'coupon applied', 'Invalid coupon', or null without one. */
export const quoteAnswer = z.object({
  planTotal: z.number().int(),
  planDiscount: z.number().int(),
  couponDiscount: z.number().int(),
  amount: z.number().int(),
  coupon: z.string().nullable(),
})
export type QuoteAnswer = z.infer<typeof quoteAnswer>
