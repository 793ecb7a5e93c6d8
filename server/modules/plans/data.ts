import { basisPointsToNumeric, type PlanForm } from '../../../shared/api/plans'
import { dateOfDay } from '../../lib/india-day'

/**
 * The stored columns of a validated plan form: money in paise (tax and total computed by planMoney, never taken from
 * the client), percents as numeric(5,2) text, validTill the midnight in India of the last day of sale.
 */
export function planColumns(form: PlanForm) {
  return {
    title: form.title,
    mileage: form.mileage,
    days: form.days,
    validTill: dateOfDay(form.validTill),
    pricePaise: form.pricePaise,
    taxPercent: basisPointsToNumeric(form.taxPercent),
    taxPaise: form.taxPaise,
    totalPaise: form.totalPaise,
    discountPercent: basisPointsToNumeric(form.discountPercent),
    description: form.description ?? null,
    active: form.active,
  }
}

/** The last day of sale, when given, is not before today (India): a rule of the server's clock. */
export function validTillInPast(validTill: Date | null, now: Date): boolean {
  if (!validTill) return false
  return validTill.getTime() + 86_400_000 <= now.getTime()
}
