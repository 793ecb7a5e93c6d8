import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CRM_MESSAGES as CM } from '@shared/api/crm'
import type { ApiAnswer } from '@/lib/api'
import { reportAnswer, serverText, type ServerTexts } from '@/lib/report-answer'

/** The English texts of the CRM schemas and calls (shared/api/crm.ts) and their translations. */
export const crmServerTexts: ServerTexts = new Map<string, MessageDescriptor>([
  [CM.mandatory, msg`Please fill all the mandatory fields`],
  [CM.validMobile, msg`Please enter valid mobile number`],
  [CM.email, msg`Please enter valid email`],
  [CM.lettersOnly, msg`Only letters and spaces are allowed`],
  [CM.tooLong, msg`The value is too long`],
  [CM.leadSource, msg`Please select a lead source from the list`],
  [CM.callStatus, msg`Please select a call status`],
  [CM.selectLead, msg`Please select a lead`],
  [CM.selectLeads, msg`Please select atleast one record from table`],
  [CM.selectExecutive, msg`Please select an executive`],
  [CM.followUpDate, msg`Please choose a follow-up date`],
  [CM.mobileLocked, msg`Mobile number cannot be changed`],
  [CM.saved, msg`Saved successfully`],
  [CM.updated, msg`Updated successfully`],
  [CM.followupAdded, msg`Follow-up added`],
  [CM.reassigned, msg`Leads re-assigned`],
  [CM.callPlaced, msg`Call placed`],
  [CM.noAgentNumber, msg`Your account has no mobile number to call from`],
  [CM.callFailed, msg`The call could not be placed, please try after some time`],
])

export const crmMessages = {
  saved: msg`Saved successfully`,
  updated: msg`Updated successfully`,
  duplicate: msg`Duplicate Records`,
  serverError: msg`Server Error, Please try after sometime`,
  invalidMobile: msg`The mobile number in the address is not valid; showing all leads`,
} as const

/** A shared English text of the CRM calls in the active language. */
export const crmText = (i18n: I18n, text: string | undefined, fallback?: MessageDescriptor): string =>
  serverText(i18n, crmServerTexts, text, fallback)

/** Toasts the outcome of a CRM write (src/lib/report-answer.ts with the CRM's texts); answers whether it succeeded. */
export const reportCrmAnswer = (i18n: I18n, answer: ApiAnswer, success: MessageDescriptor): boolean =>
  reportAnswer(i18n, answer, success, crmServerTexts)
