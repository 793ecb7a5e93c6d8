import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ORDER_MESSAGES as OM } from '@shared/api/orderreq'
import type { RECORD_MESSAGES } from '@shared/validation'
import { serverText, type ServerTexts } from '@/lib/report-answer'

/** The order requests' own messages (beside the record kit's shared ones, known everywhere). */
type OwnMessage = Exclude<keyof typeof OM, keyof typeof RECORD_MESSAGES>

/** Each of the contract's own English texts and its translation; a new message there is a type error here. */
export const ORDER_TEXTS: Record<OwnMessage, MessageDescriptor> = {
  created: msg`Order placed`,
  selectOrder: msg`Please select an order`,
  centre: msg`Please select Service Center`,
  unknownCentre: msg`That service centre does not exist or is inactive`,
  lines: msg`Please add at least one product`,
  tooManyLines: msg`At most 50 lines`,
  product: msg`Please select a product`,
  unknownProduct: msg`That product does not exist or is inactive`,
  productTwice: msg`A product can be ordered only once per order`,
  quantity: msg`Please enter a quantity from 1 to 10000`,
  move: msg`An order cannot move from this status to that one`,
  movedMeanwhile: msg`The order was changed meanwhile; reload it and try again`,
  centralStoreOnly: msg`Only the central store accepts, ships and delivers orders`,
  statusChanged: msg`Order status updated`,
  received: msg`Order marked as received`,
  receivedQuantity: msg`Please enter a received quantity from 0 to the ordered quantity`,
  receiptLines: msg`Please give the received quantity of every line of the order`,
}

/** The order requests' server texts (shared/api/orderreq.ts) and their translations. */
export const orderServerTexts: ServerTexts = new Map<string, MessageDescriptor>(
  (Object.keys(ORDER_TEXTS) as OwnMessage[]).map((key) => [OM[key], ORDER_TEXTS[key]] as const),
)

/** An order's server text (a validation message or a refusal) in the active language. */
export const orderText = (i18n: I18n, text: string | undefined): string => serverText(i18n, orderServerTexts, text)
