import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CallOutcome } from '@shared/api/crm'
import type { CallStatus, LeadSource } from '@shared/api/crm.table'

/**
 * The lead fields' labels, shared by the tables that show a lead's source and call status (the CRM's, and the
 * bookings' CRM columns), so each value has one translated label.
 */
/** Display names of the lead sources (spec 000 section 9). */
export const LEAD_SOURCE_LABELS: Record<LeadSource, MessageDescriptor> = {
  google: msg`Google`,
  website: msg`Website`,
  social_media: msg`Social media`,
  whatsapp: msg`WhatsApp`,
  youtube: msg`YouTube`,
  dealer: msg`Dealer`,
  two_hubs: msg`Two hubs`,
  newspaper: msg`Newspaper`,
  petrol_pump: msg`Petrol pump`,
  tv_add: msg`TV ad`,
  facebook: msg`Facebook`,
  field_marketing: msg`Field marketing`,
  fm: msg`FM radio`,
  instagram: msg`Instagram`,
  bmrcl: msg`BMRCL (metro)`,
  referral: msg`Referral`,
  expo: msg`Expo`,
  digital_marketing: msg`Digital marketing`,
}

/** Call status display (spec 002: new_lead Lead, existed Existing User, converted Converted). */
export const CALL_STATUS_LABELS: Record<CallStatus, MessageDescriptor> = {
  new_lead: msg`Lead`,
  existed: msg`Existing User`,
  converted: msg`Converted`,
}

/** Outcomes of a click-to-call (the CRM's call list, and the toasts of a call from the CRM or the bookings). */
export const CALL_OUTCOME_LABELS: Record<CallOutcome, MessageDescriptor> = {
  requested: msg`Ringing`,
  completed: msg`Completed`,
  busy: msg`Busy`,
  'no-answer': msg`No answer`,
  failed: msg`Failed`,
  canceled: msg`Canceled`,
}
