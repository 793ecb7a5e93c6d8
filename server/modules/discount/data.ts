import { basisPointsToPercent } from '../../../shared/api/booking-money'
import type { DiscountForm } from '../../../shared/api/discount'

/** The stored columns of a validated form (money in paise, the percentage as numeric text, the days as instants). */
export function couponColumns(form: DiscountForm) {
  return {
    code: form.code,
    title: form.title,
    couponType: form.couponType,
    percent: basisPointsToPercent(form.percent),
    minBillPaise: form.minBill,
    maxDiscountPaise: form.maxDiscount,
    startAt: new Date(form.startAt * 1000),
    endAt: new Date(form.endAt * 1000),
    attemptsPerUser: form.attemptsPerUser,
    active: form.active,
  }
}
