import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { SERVICE_MESSAGES as SM } from '@shared/api/services'
import type { RECORD_MESSAGES } from '@shared/validation'
import { serverText, type ServerTexts } from '@/lib/report-answer'

/** The services' own messages (beside the record kit's shared ones, known everywhere). */
type OwnMessage = Exclude<keyof typeof SM, keyof typeof RECORD_MESSAGES>

/** Each of the contract's own English texts and its translation; a new message there is a type error here. */
export const SERVICE_TEXTS: Record<OwnMessage, MessageDescriptor> = {
  created: msg`Service created`,
  selectService: msg`Please select a service`,
  name: msg`Please enter the service name`,
  hsn: msg`The HSN/SAC code is 4, 6 or 8 digits`,
  discountType: msg`Please select the discount type`,
  discountValue: msg`Please enter the discount value`,
  discountPercent: msg`The discount percent is 0 to 100, with at most two decimals`,
  discountFlat: msg`Please enter a valid discount amount (rupees, at most two decimals)`,
  discountAbovePrice: msg`The discount cannot be more than the price`,
  noDiscountValue: msg`A service without a discount takes no discount value`,
  price: msg`Please enter the price`,
  amount: msg`Please enter a valid amount (rupees, at most two decimals, up to ₹10,00,000)`,
  tax: msg`The tax percent is 0 to 28, with at most two decimals`,
  duration: msg`Please enter the duration in minutes`,
  durationRange: msg`The duration is 5 to 1440 minutes (whole minutes)`,
  product: msg`Please select a product`,
  unknownProduct: msg`That product does not exist or is inactive`,
  quantity: msg`The quantity is a whole number from 1 to 1000`,
  sameProduct: msg`A product can be listed only once`,
  tooManyProducts: msg`At most 20 products`,
}

/** The services' server texts (shared/api/services.ts) and their translations. */
export const serviceServerTexts: ServerTexts = new Map<string, MessageDescriptor>(
  (Object.keys(SERVICE_TEXTS) as OwnMessage[]).map((key) => [SM[key], SERVICE_TEXTS[key]] as const),
)

/** A service's server text (a validation message or a refusal) in the active language. */
export const serviceText = (i18n: I18n, text: string | undefined): string => serverText(i18n, serviceServerTexts, text)
