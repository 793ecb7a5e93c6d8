import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { SUBSCRIPTION_MESSAGES as SM } from '@shared/api/subscription'
import type { RECORD_MESSAGES } from '@shared/validation'
import { serverText, type ServerTexts } from '@/lib/report-answer'

/** The subscriptions' own messages (beside the record kit's shared ones, known everywhere). */
type OwnMessage = Exclude<keyof typeof SM, keyof typeof RECORD_MESSAGES>

/** Each of the contract's own English texts and its translation; a new message there is a type error here. */
export const SUBSCRIPTION_TEXTS: Record<OwnMessage, MessageDescriptor> = {
  selectSubscription: msg`Please select a subscription`,
  selectRider: msg`Please select a rider`,
  notRider: msg`No rider has that mobile number or vehicle number`,
  riderQuery: msg`Enter a 10 digit mobile number or a vehicle number`,
  selectPlan: msg`Please select a plan`,
  planNotOnSale: msg`This plan is not on sale`,
  couponCode: msg`Coupon code must be 3 to 15 characters`,
  invalidCoupon: msg`Invalid coupon`,
  couponApplied: msg`coupon applied`,
  orderId: msg`The order id is at most 64 letters, digits or . _ : / -`,
  paymentRefId: msg`The payment reference is at most 64 letters, digits or . _ : / -`,
  odometerAt: msg`The odometer is a number of km from 0 to 10,00,000, with at most one decimal`,
}

/** The subscriptions' server texts (shared/api/subscription.ts) and their translations. */
export const subscriptionServerTexts: ServerTexts = new Map<string, MessageDescriptor>(
  (Object.keys(SUBSCRIPTION_TEXTS) as OwnMessage[]).map((key) => [SM[key], SUBSCRIPTION_TEXTS[key]] as const),
)

/** A subscription's server text (a validation message or a refusal) in the active language. */
export const subscriptionText = (i18n: I18n, text: string | undefined): string => serverText(i18n, subscriptionServerTexts, text)
