import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CRM_MESSAGES as CM } from '@shared/api/crm'
import type { ApiAnswer } from '@/lib/api'
import { toast } from '@/lib/toast'
import { reportAnswer, serverText, type ServerTexts } from '@/lib/report-answer'

/**
 * The CRM's own English texts (shared/api/crm.ts) and their translations; the record kit's shared ones
 * (RECORD_MESSAGES, src/lib/validation-messages.ts) are known everywhere.
 */
export const crmServerTexts: ServerTexts = new Map<string, MessageDescriptor>([
  [CM.email, msg`Please enter valid email`],
  [CM.lettersOnly, msg`Only letters and spaces are allowed`],
  [CM.leadSource, msg`Please select a lead source from the list`],
  [CM.callStatus, msg`Please select a call status`],
  [CM.selectLead, msg`Please select a lead`],
  [CM.selectLeads, msg`Please select atleast one record from table`],
  [CM.selectExecutive, msg`Please select an executive`],
  [CM.followUpDate, msg`Please choose a follow-up date`],
  [CM.mobileLocked, msg`Mobile number cannot be changed`],
  [CM.followupAdded, msg`Follow-up added`],
  [CM.reassigned, msg`Leads re-assigned`],
  [CM.callPlaced, msg`Call placed`],
  [CM.noAgentNumber, msg`Your account has no mobile number to call from`],
  [CM.callFailed, msg`The call could not be placed, please try after some time`],
])

export const crmMessages = {
  invalidMobile: msg`The mobile number in the address is not valid; showing all leads`,
} as const

/** A CRM server text in the active language. */
export const crmText = (i18n: I18n, text: string | undefined, fallback?: MessageDescriptor): string =>
  serverText(i18n, crmServerTexts, text, fallback)

/** Toasts the outcome of a CRM call (src/lib/report-answer.ts with the CRM's texts); answers whether it succeeded. */
export const reportCrmAnswer = (i18n: I18n, answer: ApiAnswer, success: MessageDescriptor): boolean =>
  reportAnswer(i18n, answer, success, crmServerTexts)

/** How many leads a warning names before it says how many more there are. */
const NAMED = 5

/** A lead as a warning names it: its name and mobile number. */
const leadLabel = (l: { fname: string; lname: string | null; mobileNo: string }) =>
  `${`${l.fname} ${l.lname ?? ''}`.trim()} (${l.mobileNo})`

/**
 * A re-assign that left some leads alone because they changed after the table was read (issue 14): how many moved,
 * and which did not, by name and number (the first five, then how many more).
 */
export function warnChanged(
  i18n: I18n,
  changed: readonly { fname: string; lname: string | null; mobileNo: string }[],
  updated: number,
): void {
  const shown = changed.slice(0, NAMED).map(leadLabel).join(', ')
  const rest = changed.length - NAMED
  const names = rest > 0 ? i18n._(msg`${shown} and ${rest} more`) : shown
  const n = changed.length
  const title =
    n === 1
      ? i18n._(msg`1 lead changed after you selected it and was not re-assigned`)
      : i18n._(msg`${n} leads changed after you selected them and were not re-assigned`)
  const moved = updated === 1 ? i18n._(msg`The other lead was re-assigned.`) : i18n._(msg`The other ${updated} leads were re-assigned.`)
  toast.warning(title, { description: updated > 0 ? `${names}. ${moved}` : names, duration: 15_000 })
}
