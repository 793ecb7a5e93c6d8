import { z } from 'zod'
import { personName, RECORD_MESSAGES, requiredPersonName } from '../validation'
import { recordContract } from './contract'
import { CALL_STATUSES, LEAD_SOURCES, leadListRow, normaliseMobile, person } from './crm.table'
export * from './crm.table'

/**
 * The CRM module (issue 6): leads, their follow-ups and click-to-call. Shared by the API (validation, OpenAPI) and the
 * app (forms, row checks).
 */

/** Outcomes of a click-to-call as the status callback reports them. */
export const CALL_OUTCOMES = ['requested', 'completed', 'busy', 'no-answer', 'failed', 'canceled'] as const
export type CallOutcome = (typeof CALL_OUTCOMES)[number]

/** Messages of the CRM calls (English; the app shows its own translated texts by these keys). */
export const CRM_MESSAGES = {
  ...RECORD_MESSAGES,
  validMobile: 'Please enter valid mobile number',
  email: 'Please enter valid email',
  lettersOnly: 'Only letters and spaces are allowed',
  leadSource: 'Please select a lead source from the list',
  callStatus: 'Please select a call status',
  selectLead: 'Please select a lead',
  selectLeads: 'Please select atleast one record from table',
  selectExecutive: 'Please select an executive',
  followUpDate: 'Please choose a follow-up date',
  mobileLocked: 'Mobile number cannot be changed',
  followupAdded: 'Follow-up added',
  reassigned: 'Leads re-assigned',
  callPlaced: 'Call placed',
  noAgentNumber: 'Your account has no mobile number to call from',
  callFailed: 'The call could not be placed, please try after some time',
} as const
const CM = CRM_MESSAGES

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const optional = <S extends z.ZodType>(s: S) => z.preprocess(blankToUndefined, s.optional())

/** Ten digits; a +91 / 91 / 0 prefix and spaces or dashes are dropped first. */
export const leadMobileNo = z
  .string({ error: CM.mandatory })
  .transform((v) => normaliseMobile(v) ?? v.trim())
  .pipe(
    z
      .string()
      .min(1, CM.mandatory)
      .regex(/^\d{10}$/, CM.validMobile),
  )

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
  fname: requiredPersonName(CM.mandatory, CM.lettersOnly, 100, CM.tooLong),
  lname: optional(personName(CM.lettersOnly, 100, CM.tooLong)),
  mobileNo: leadMobileNo,
  email: optional(
    z
      .string()
      .trim()
      .max(200, CM.tooLong)
      .pipe(z.email({ error: CM.email })),
  ),
  city: optional(z.string().trim().max(100, CM.tooLong)),
  marketingType: z
    .array(z.enum(LEAD_SOURCES, { error: CM.leadSource }), { error: CM.leadSource })
    .max(LEAD_SOURCES.length)
    .default([]),
  callStatus: z.enum(CALL_STATUSES, { error: CM.callStatus }).default('new_lead'),
  assignedTo: optional(staffId),
})
export type LeadForm = z.output<typeof leadForm>
export type LeadFormInput = z.input<typeof leadForm>

export const followupAddBody = followupInput.extend({ leadId })
export const reassignBody = z.object({
  leadIds: z.array(leadId, { error: CM.selectLeads }).min(1, CM.selectLeads).max(1000),
  assignedTo: staffId,
  /** The version of each lead as the client last read it (issue 14): a lead changed since is left as it is (`changed`). */
  versions: z.record(z.guid(), z.number().int().min(1)).optional(),
})
export const byMobileBody = z.object({ mobileNo: leadMobileNo })
export const callBody = z.object({ leadId })

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
  customer: z
    .object({ fname: z.string(), lname: z.string().nullable(), email: z.string().nullable(), city: z.string().nullable() })
    .nullable(),
})
export type ByMobileAnswer = z.infer<typeof byMobileAnswer>

/** POST /crm/details: one lead with its follow-ups and calls. */
export const leadDetailsAnswer = z.object({ lead: leadDetails })

/**
 * The lead record calls, keyed by leadId: details, add (answers the new leadId; 114 when a lead has the number) and
 * update (the form plus leadId). Leads are not deleted.
 */
export const crmRecordContract = recordContract({
  id: 'leadId',
  details: { path: '/crm/details', answer: leadDetailsAnswer },
  create: { path: '/crm/add', answerId: 'leadId' },
  update: { path: '/crm/update' },
  form: leadForm,
})

/** The CRM calls beside the record calls (under /api/admin), and click-to-call's (under CRM_CALL_PREFIX). */
export const CRM_CALLS = {
  byMobile: '/crm/by-mobile',
  executives: '/crm/executives',
  followupAdd: '/crm/followup/add',
  reassign: '/crm/reassign',
  logs: '/crm/logs',
  callCustomer: '/call/customer',
  callStatus: '/call/status',
} as const

/** Where click-to-call is mounted, beside the telephony webhook. */
export const CRM_CALL_PREFIX = '/api/exotel'

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
