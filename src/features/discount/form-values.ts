import type { I18n } from '@lingui/core'
import { set, type FieldErrors, type Resolver } from 'react-hook-form'
import { paiseToRupees } from '@shared/api/booking-money'
import {
  DISCOUNT_MESSAGES as M,
  discountForm,
  type DiscountDetails,
  type DiscountFormInput,
  type EligibleUserRow,
} from '@shared/api/discount'
import type { CouponType } from '@shared/api/discount.query'
import { dayToIndiaSeconds, indiaSecondsToDay, todayInIndia } from '@shared/india-day'
import { discountText } from './messages'

/**
 * The 'Discount Form''s values as its inputs hold them (text; money as rupee text, the days as yyyy-MM-dd, the date
 * field's value; the eligible riders as picked, with their names), and the conversions: from a coupon's details, to
 * the add / update body (days as the Unix seconds of their midnight in India, the riders as ids, none for a general
 * coupon), and the resolver that checks them with the shared schema, its messages in the active language.
 */
export interface Values {
  code: string
  title: string
  couponType: CouponType
  percent: string
  minBill: string
  maxDiscount: string
  startAt: string
  endAt: string
  attemptsPerUser: string
  eligibleUsers: EligibleUserRow[]
  active: boolean
}

/** A new coupon: general, one attempt per rider, from today. */
export const emptyValues = (): Values => ({
  code: '',
  title: '',
  couponType: 'general',
  percent: '',
  minBill: '0',
  maxDiscount: '',
  startAt: todayInIndia(),
  endAt: '',
  attemptsPerUser: '1',
  eligibleUsers: [],
  active: true,
})

/** The form's values from POST /discount/details. */
export function valuesOf({ coupon: d }: { coupon: DiscountDetails }): Values {
  return {
    code: d.code,
    title: d.title,
    couponType: d.couponType,
    percent: d.percent,
    minBill: paiseToRupees(d.minBill),
    maxDiscount: paiseToRupees(d.maxDiscount),
    startAt: indiaSecondsToDay(d.startAt),
    endAt: indiaSecondsToDay(d.endAt),
    attemptsPerUser: String(d.attemptsPerUser),
    eligibleUsers: d.eligibleUsers,
    active: d.active,
  }
}

// A typed day that is not a real one is sent as text, so the schema names it ('Please enter a valid date').
const dayOf = (v: string) => (v === '' ? undefined : (dayToIndiaSeconds(v) ?? v)) as number

/** The add / update body (the record kit adds recordId and version to an update). */
export function payloadOf(v: Values): DiscountFormInput {
  const { eligibleUsers, ...rest } = v
  return {
    ...rest,
    startAt: dayOf(v.startAt),
    endAt: dayOf(v.endAt),
    eligibleUserIds: v.couponType === 'eligible' ? eligibleUsers.map((u) => u._id) : [],
  }
}

/** Where a schema issue is shown: the riders' ids are the multi-select's. */
const fieldOf = (path: readonly PropertyKey[]) => {
  const head = String(path[0] ?? 'code')
  return head === 'eligibleUserIds' ? 'eligibleUsers' : head
}

/**
 * The shared schema on what the dialog would send; the first message per field, in the active language. A new coupon
 * also may not end before today (India), as the server checks.
 */
export function discountResolver(i18n: I18n, isNew: boolean): Resolver<Values, unknown, Values> {
  return (values) => {
    const parsed = discountForm.safeParse(payloadOf(values))
    const errors: FieldErrors<Values> = {}
    const seen = new Set<string>()
    const add = (path: string, message: string) => {
      if (seen.has(path)) return
      seen.add(path)
      set(errors, path, { type: 'validate', message: discountText(i18n, message) })
    }
    if (!parsed.success) for (const issue of parsed.error.issues) add(fieldOf(issue.path), issue.message)
    if (isNew && values.endAt !== '' && values.endAt < todayInIndia()) add('endAt', M.pastEnd)
    return seen.size === 0 ? { values, errors: {} } : { values: {}, errors }
  }
}
