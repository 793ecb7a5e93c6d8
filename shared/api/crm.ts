import { z } from 'zod'

/**
 * The CRM module (issue 6): leads, their follow-ups and click-to-call. Shared by the API (validation, OpenAPI) and the
 * app (forms, row checks).
 */

/** Lead sources known to the CRM (spec 000 section 9), as stored keys. The spec's "two hubs" is stored as two_hubs. */
export const LEAD_SOURCES = [
  'google',
  'website',
  'social_media',
  'whatsapp',
  'youtube',
  'dealer',
  'two_hubs',
  'newspaper',
  'petrol_pump',
  'tv_add',
  'facebook',
  'field_marketing',
  'fm',
  'instagram',
  'bmrcl',
  'referral',
  'expo',
  'digital_marketing',
] as const
export type LeadSource = (typeof LEAD_SOURCES)[number]

/** Call status of a lead (spec 002: new_lead Lead, existed Existing User, converted Converted). */
export const CALL_STATUSES = ['new_lead', 'existed', 'converted'] as const
export type CallStatus = (typeof CALL_STATUSES)[number]

/** Outcomes of a click-to-call as the status callback reports them. */
export const CALL_OUTCOMES = ['requested', 'completed', 'busy', 'no-answer', 'failed', 'canceled'] as const
export type CallOutcome = (typeof CALL_OUTCOMES)[number]

/** Messages of the CRM calls (English; the app shows its own translated texts by these keys). */
export const CRM_MESSAGES = {
  mandatory: 'Please fill all the mandatory fields',
  validMobile: 'Please enter valid mobile number',
  email: 'Please enter valid email',
  lettersOnly: 'Only letters and spaces are allowed',
  tooLong: 'The value is too long',
  leadSource: 'Please select a lead source from the list',
  callStatus: 'Please select a call status',
  selectLead: 'Please select a lead',
  selectLeads: 'Please select atleast one record from table',
  selectExecutive: 'Please select an executive',
  followUpDate: 'Please choose a follow-up date',
  mobileLocked: 'Mobile number cannot be changed',
  saved: 'Saved successfully',
  updated: 'Updated successfully',
  followupAdded: 'Follow-up added',
  reassigned: 'Leads re-assigned',
  callPlaced: 'Call placed',
  noAgentNumber: 'Your account has no mobile number to call from',
  callFailed: 'The call could not be placed, please try after some time',
} as const
const CM = CRM_MESSAGES

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const optional = <S extends z.ZodType>(s: S) => z.preprocess(blankToUndefined, s.optional())
const LETTERS = /^[A-Za-z .'-]+$/

/** Ten digits; a +91 / 91 / 0 prefix and spaces or dashes are dropped first. */
export const leadMobileNo = z
  .string({ error: CM.mandatory })
  .transform((v) => normaliseMobile(v) ?? v.trim())
  .pipe(z.string().min(1, CM.mandatory).regex(/^\d{10}$/, CM.validMobile))

/** A phone number as 10 digits (+91, 91 or 0 prefixes, spaces and dashes removed), or null when it is not one. */
export function normaliseMobile(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null
  const digits = String(value).replace(/[\s\-()]/g, '')
  if (!/^\+?\d+$/.test(digits)) return null
  const d = digits.replace(/^\+/, '')
  if (d.length === 10) return d
  if (d.length === 12 && d.startsWith('91')) return d.slice(2)
  if (d.length === 11 && d.startsWith('0')) return d.slice(1)
  return null
}

export const leadId = z.guid({ error: CM.selectLead })
export const staffId = z.guid({ error: CM.selectExecutive })
const unix = z.number({ error: CM.followUpDate }).int().min(0, CM.followUpDate).max(253_402_300_799, CM.followUpDate)

/** A follow-up as the lead form adds it: the executive, the date (Unix seconds) and a remark. */
export const followupInput = z.object({
  executiveId: staffId,
  followUpDate: unix,
  remark: optional(z.string().trim().max(1000, CM.tooLong)),
})
export type FollowupInput = z.output<typeof followupInput>

/** The lead form (POST /crm/add; PUT /crm/update adds leadId). */
export const leadForm = z.object({
  fname: z.string({ error: CM.mandatory }).trim().min(1, CM.mandatory).max(100, CM.tooLong).regex(LETTERS, CM.lettersOnly),
  lname: optional(z.string().trim().max(100, CM.tooLong).regex(LETTERS, CM.lettersOnly)),
  mobileNo: leadMobileNo,
  email: optional(z.string().trim().max(200, CM.tooLong).pipe(z.email({ error: CM.email }))),
  city: optional(z.string().trim().max(100, CM.tooLong)),
  marketingType: z.array(z.enum(LEAD_SOURCES, { error: CM.leadSource }), { error: CM.leadSource }).max(LEAD_SOURCES.length).default([]),
  callStatus: z.enum(CALL_STATUSES, { error: CM.callStatus }).default('new_lead'),
  assignedTo: optional(staffId),
})
export type LeadForm = z.output<typeof leadForm>
export type LeadFormInput = z.input<typeof leadForm>

export const leadUpdateForm = leadForm.extend({ leadId })
export const leadIdBody = z.object({ leadId })
export const followupAddBody = followupInput.extend({ leadId })
export const reassignBody = z.object({
  leadIds: z.array(leadId, { error: CM.selectLeads }).min(1, CM.selectLeads).max(1000),
  assignedTo: staffId,
})
export const byMobileBody = z.object({ mobileNo: leadMobileNo })
export const callBody = z.object({ leadId })

const person = z.object({ _id: z.string(), fname: z.string(), lname: z.string().nullable() })

/** A follow-up as the API answers it (followUpDate in Unix seconds). */
export const followupRow = z.object({
  _id: z.string(),
  assignedExecutive: person.nullable(),
  assignedExecutiveName: z.string(),
  followUpDate: z.number().int(),
  remark: z.string().nullable(),
  createdAt: z.number().int(),
})
export type FollowupRow = z.infer<typeof followupRow>

/** A row of POST /crm/all and of the export; `followups` holds the latest follow-up only (the table shows the first). */
export const leadListRow = z.object({
  _id: z.string(),
  fname: z.string(),
  lname: z.string().nullable(),
  mobileNo: z.string(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  marketingType: z.array(z.string()),
  callStatus: z.enum(CALL_STATUSES),
  assignedTo: person.nullable(),
  followups: z.array(z.object({ assignedExecutiveName: z.string(), followUpDate: z.number().int() })),
  lastDuration: z.number().int().nullable(),
  lastCallOutcome: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})
export type LeadListRow = z.infer<typeof leadListRow>

/** A click-to-call as the API answers it. */
export const leadCallRow = z.object({
  _id: z.string(),
  status: z.string(),
  duration: z.number().int().nullable(),
  provider: z.string(),
  requestedBy: person.nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})
export type LeadCallRow = z.infer<typeof leadCallRow>

/** One lead with all its follow-ups (newest date first) and its recent calls (POST /crm/details). */
export const leadDetails = leadListRow.extend({
  followups: z.array(followupRow),
  calls: z.array(leadCallRow),
  lastCallAt: z.number().int().nullable(),
})
export type LeadDetails = z.infer<typeof leadDetails>

/** POST /crm/by-mobile: the lead with that number, and whether a customer (userType 'user') has it. */
export const byMobileAnswer = z.object({
  lead: leadDetails.nullable(),
  existingUser: z.boolean(),
  customer: z.object({ fname: z.string(), lname: z.string().nullable(), email: z.string().nullable(), city: z.string().nullable() }).nullable(),
})
export type ByMobileAnswer = z.infer<typeof byMobileAnswer>

/** A staff user who can be assigned a lead (POST /crm/executives). */
export const executiveRow = person.extend({ mobileNo: z.string() })
export type ExecutiveRow = z.infer<typeof executiveRow>

/** POST /api/exotel/call/customer answers the call's id and state. */
export const callAnswer = z.object({ callId: z.string(), status: z.enum(CALL_OUTCOMES), duration: z.number().int().nullable() })
export type CallAnswer = z.infer<typeof callAnswer>

/**
 * The telephony provider's status callback (Exotel style, form or JSON): the call id, its status and its duration in
 * seconds. Extra fields are ignored.
 */
export const callStatusCallback = z.looseObject({
  CallSid: z.string().min(1).max(100),
  Status: z.string().min(1).max(40),
  ConversationDuration: z.coerce.number().int().min(0).max(86_400).optional(),
  Duration: z.coerce.number().int().min(0).max(86_400).optional(),
})

/** Maps a provider status to ours (Exotel: completed, busy, no-answer, failed, canceled; in-progress → requested). */
export function outcomeOf(status: string): CallOutcome {
  const s = status.toLowerCase().replace(/_/g, '-')
  if (s === 'completed' || s === 'busy' || s === 'no-answer' || s === 'failed' || s === 'canceled') return s
  if (s === 'cancelled') return 'canceled'
  return 'requested'
}
