import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { PLAN_MESSAGES as PM } from '@shared/api/plans'
import type { RECORD_MESSAGES } from '@shared/validation'
import { serverText, type ServerTexts } from '@/lib/report-answer'

/** The recharge plans' own messages (beside the record kit's shared ones, known everywhere). */
type OwnMessage = Exclude<keyof typeof PM, keyof typeof RECORD_MESSAGES>

/** Each of the contract's own English texts and its translation; a new message there is a type error here. */
export const PLAN_TEXTS: Record<OwnMessage | 'deleted', MessageDescriptor> = {
  deleted: msg`recharge plan deleted`,
  newVersion: msg`A new version of the plan was made; existing subscriptions keep theirs`,
  selectPlan: msg`Please select a recharge plan`,
  title: msg`Please enter the plan title`,
  mileage: msg`Please enter the mileage (km)`,
  mileageRange: msg`The mileage is a whole number of km from 1 to 100000`,
  days: msg`Please enter the number of days`,
  daysRange: msg`The days are a whole number from 1 to 3650`,
  price: msg`Please enter the price`,
  amount: msg`Please enter a valid amount (rupees, at most two decimals, up to ₹10,00,000)`,
  tax: msg`The tax percent is 0 to 100, with at most two decimals`,
  discount: msg`The discount percent is 0 to 100, with at most two decimals`,
  date: msg`Please enter a valid date`,
  validTillPast: msg`The last day of sale cannot be in the past`,
  replaced: msg`This plan has a newer version; edit that one`,
}

/** The recharge plans' server texts (shared/api/plans.ts) and their translations. */
export const planServerTexts: ServerTexts = new Map<string, MessageDescriptor>(
  (Object.keys(PLAN_TEXTS) as (keyof typeof PLAN_TEXTS)[]).map((key) => [PM[key], PLAN_TEXTS[key]] as const),
)

/** A recharge plan's server text (a validation message or a refusal) in the active language. */
export const planText = (i18n: I18n, text: string | undefined): string => serverText(i18n, planServerTexts, text)
