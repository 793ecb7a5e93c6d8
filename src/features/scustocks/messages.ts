import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { SCU_STOCK_MESSAGES as SM } from '@shared/api/scustocks'
import { serverText, type ServerTexts } from '@/lib/report-answer'

/** Each of the contract's English texts and its translation; a new message there is a type error here. */
export const SCU_STOCK_TEXTS: Record<keyof typeof SM, MessageDescriptor> = {
  insufficientStock: msg`insufficient stock`,
  scuId: msg`Please select a service centre`,
  fromScuId: msg`Please select the centre to transfer from`,
  toScuId: msg`Please select the centre to transfer to`,
  sameCentre: msg`The centres of a transfer must differ`,
  productId: msg`Please select a product`,
  quantity: msg`Quantity must be a whole number other than 0, at most 100000 either way`,
  transferQuantity: msg`Quantity must be a whole number from 1 to 100000`,
  reason: msg`Please enter a reason (at most 500 characters)`,
  refType: msg`refType must be serviceRequest or booking`,
  refId: msg`refId must be an id`,
  centreNotFound: msg`Service centre not found`,
  productNotFound: msg`Product not found or not active`,
  adjusted: msg`Stock adjusted`,
  transferred: msg`Stock transferred`,
  issued: msg`Stock issued`,
}

/** The SCU stocks' server texts (shared/api/scustocks.ts) and their translations. */
export const scuStockServerTexts: ServerTexts = new Map<string, MessageDescriptor>(
  (Object.keys(SCU_STOCK_TEXTS) as (keyof typeof SM)[]).map((key) => [SM[key], SCU_STOCK_TEXTS[key]] as const),
)

/** An SCU stock server text in the active language. */
export const scuStockText = (i18n: I18n, text: string | undefined): string => serverText(i18n, scuStockServerTexts, text)

/** The first message of each field of a failed parse, translated. */
export function fieldMessages(i18n: I18n, issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    if (!(field in out)) out[field] = scuStockText(i18n, issue.message)
  }
  return out
}
