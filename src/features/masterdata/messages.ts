import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MASTERDATA_MESSAGES as MM } from '@shared/api/masterdata'
import type { RECORD_MESSAGES } from '@shared/validation'
import { serverText, type ServerTexts } from '@/lib/report-answer'

/** The products' own messages (beside the record kit's shared ones, known everywhere). */
type OwnMessage = Exclude<keyof typeof MM, keyof typeof RECORD_MESSAGES>

/** Each of the contract's own English texts and its translation; a new message there is a type error here. */
export const MASTERDATA_TEXTS: Record<OwnMessage, MessageDescriptor> = {
  created: msg`Product created`,
  sku: msg`Please enter the product SKU`,
  skuChars: msg`The SKU may hold only letters, digits and - _ / .`,
  name: msg`Please enter the product name`,
  category: msg`Please choose a listed category`,
  unit: msg`Please choose a listed unit`,
  hsn: msg`The HSN code must be 4, 6 or 8 digits`,
  price: msg`Please enter a valid price (rupees, at most two decimals)`,
  tax: msg`Please enter a tax percentage from 0 to 28 (at most two decimals)`,
  reorderLevel: msg`The reorder level must be a whole number, 0 or more`,
  heading: msg`Please enter the heading`,
  content: msg`Please enter the content`,
  encoding: msg`The content and url must be base64 encoded text`,
  url: msg`Please enter a valid url (http or https)`,
  tooManyLines: msg`At most 20 entries are allowed`,
  duplicateSku: msg`An active product already has this SKU`,
  selectProduct: msg`Please select a product`,
}

/** The products' server texts (shared/api/masterdata.ts) and their translations. */
export const masterdataServerTexts: ServerTexts = new Map<string, MessageDescriptor>(
  (Object.keys(MASTERDATA_TEXTS) as OwnMessage[]).map((key) => [MM[key], MASTERDATA_TEXTS[key]] as const),
)

/** A product's server text (a validation message or a refusal) in the active language. */
export const masterdataText = (i18n: I18n, text: string | undefined): string => serverText(i18n, masterdataServerTexts, text)
