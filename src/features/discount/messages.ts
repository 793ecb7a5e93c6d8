import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DISCOUNT_MESSAGES as DM } from '@shared/api/discount'
import type { RECORD_MESSAGES } from '@shared/validation'
import { serverText, type ServerTexts } from '@/lib/report-answer'

/** The coupons' own messages (beside the record kit's shared ones, known everywhere). */
type OwnMessage = Exclude<keyof typeof DM, keyof typeof RECORD_MESSAGES>

/** Each of the contract's own English texts and its translation; a new message there is a type error here. */
export const DISCOUNT_TEXTS: Record<OwnMessage, MessageDescriptor> = {
  created: msg`Coupon created`,
  selectCoupon: msg`Please select a coupon`,
  title: msg`Discount title must be more than 3 characters`,
  code: msg`Coupon code must be 3 to 15 characters`,
  codeCharacters: msg`The coupon code takes letters, digits, - and _ only`,
  couponType: msg`Please select the coupon type`,
  percent: msg`The percentage is more than 0 and at most 100, with at most two decimals`,
  amount: msg`Please enter a valid amount (rupees, at most two decimals)`,
  maxDiscount: msg`Please enter the maximum discount`,
  startDay: msg`Please select the start date`,
  endDay: msg`Please select the end date`,
  date: msg`Please enter a valid date`,
  startBeforeEnd: msg`Start date must be before end date`,
  pastEnd: msg`End date cannot be in the past`,
  attempts: msg`Attempts per user is a whole number from 1 to 1000`,
  eligibleUsers: msg`An eligible coupon needs some users made eligible`,
  tooManyUsers: msg`At most 500 users can be made eligible`,
  selectUser: msg`Please select a customer`,
  unknownUser: msg`A selected customer does not exist or is not an active customer`,
  invalidCoupon: msg`Invalid coupon`,
  applied: msg`coupon applied`,
  billAmount: msg`Please enter the bill amount (rupees, at most two decimals)`,
}

/** The coupons' server texts (shared/api/discount.ts) and their translations. */
export const discountServerTexts: ServerTexts = new Map<string, MessageDescriptor>(
  (Object.keys(DISCOUNT_TEXTS) as OwnMessage[]).map((key) => [DM[key], DISCOUNT_TEXTS[key]] as const),
)

/** A coupon's server text (a validation message or a refusal) in the active language. */
export const discountText = (i18n: I18n, text: string | undefined): string => serverText(i18n, discountServerTexts, text)
