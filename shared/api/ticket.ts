import { z } from 'zod'
import { RECORD_MESSAGES, requiredName, requiredText } from '../validation'
import { recordContract } from './contract'
import { normaliseMobile } from './crm.query'
import { TICKET_PRIORITIES, TICKET_STAGES, ticketRow } from './ticket.table'
import { versionField } from './versions'
export * from './ticket.table'

/**
 * Tickets (issue 18; spec 002 sections 3–5): a support ticket of a service centre with its type, priority, the day it
 * is to be resolved by and the day it is held till; its stages move by TICKET_MOVES, an assignee of its centre works
 * it, and a comment thread follows it.
 */

export const TICKET_MESSAGES = {
  ...RECORD_MESSAGES,
  created: 'Ticket created',
  title: 'Please enter a title',
  /** Spec 000 section 5's wording for a missing centre. */
  centre: 'Please select Service Center',
  type: 'Please select a ticket type',
  priority: 'Please select a priority',
  date: 'Please enter a valid date',
  /** Spec 002 section 5. */
  resolveAfterHold: 'Day of resolving must be after Hold Till',
  holdTillRequired: 'Hold Till is required',
  validMobile: 'Please enter valid mobile number',
  noCustomer: 'No customer has that mobile number',
  unknownCentre: 'That service centre does not exist or is inactive',
  centreOfAssigned: 'The service centre of an assigned ticket cannot change',
  tooManyAttachments: 'At most 10 images can be attached',
  move: 'A ticket cannot move from this stage to that one',
  movedMeanwhile: 'The ticket was moved meanwhile; reload it and try again',
  stageChanged: 'Ticket stage updated',
  selectAssignee: 'Please select an assignee',
  assigneeNotOfCentre: 'The assignee must be an active worker or service centre user of the ticket’s centre',
  notAssignable: 'A resolved or cancelled ticket cannot be assigned',
  assigned: 'Ticket assigned',
  comment: 'Please write a comment',
  commented: 'Comment added',
} as const
const M = TICKET_MESSAGES

/** Unix seconds up to 9999-12-31 (a day: its midnight in India). */
const day = z.number({ error: M.date }).int(M.date).min(0, M.date).max(253_402_300_799, M.date)
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const optionalDay = z.preprocess(blankToUndefined, day.optional())

/** At most this many images on a ticket. */
export const MAX_TICKET_IMAGES = 10

/** The fields of the add and edit form (one schema for the dialog and the server). */
export const ticketFields = z.object({
  title: requiredName(M.title, 200, M.tooLong),
  scuId: z.guid({ error: M.centre }),
  /** A value of the active ticket types (the Options screen's list; the server checks it is one). */
  type: requiredText(M.type, 20, M.type),
  priority: z.enum(TICKET_PRIORITIES, { error: M.priority }),
  description: z.preprocess(blankToUndefined, z.string().trim().max(5000, M.tooLong).optional()),
  /** The customer (a user of type user), found by mobile number; optional. */
  customerMobileNo: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : (normaliseMobile(v) ?? v.trim())) : blankToUndefined(v)),
    z
      .string()
      .regex(/^\d{10}$/, M.validMobile)
      .optional(),
  ),
  /** The day it is to be resolved by. */
  dayOfResolving: optionalDay,
  /** The day it is held till (a ticket on hold needs one). */
  holdTill: optionalDay,
  /** Images stored by PUT /local/file/upload (their addresses). */
  attachments: z.array(z.string().max(500)).max(MAX_TICKET_IMAGES, M.tooManyAttachments).default([]),
})

/** The rules across fields: the day of resolving after Hold Till (spec 002 section 5). Each problem names its field. */
export function ticketIssues(f: { dayOfResolving?: number; holdTill?: number }): { path: string; message: string }[] {
  if (f.dayOfResolving !== undefined && f.holdTill !== undefined && f.dayOfResolving <= f.holdTill)
    return [{ path: 'dayOfResolving', message: M.resolveAfterHold }]
  return []
}

/** The two days the rule compares; the rule runs when they are valid, whatever else is wrong. */
const ruleDays = z.object({ dayOfResolving: optionalDay, holdTill: optionalDay })

// zod skips a refinement after any other issue by default; `when` lets the form say the rule on the first save,
// with the fields' own messages (as the test-drive config's week rules).
const withRules = <T extends z.ZodType<{ dayOfResolving?: number; holdTill?: number }>>(schema: T) =>
  schema.superRefine(
    (f, ctx) => {
      for (const issue of ticketIssues(f)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message })
    },
    { when: (payload) => ruleDays.safeParse(payload.value).success },
  )

/** POST /ticket/add: the form. */
export const ticketForm = withRules(ticketFields)
export type TicketForm = z.output<typeof ticketForm>
export type TicketFormInput = z.input<typeof ticketForm>

/** PUT /ticket/update: the form, the ticket and the version it was read at. */
export const ticketUpdateForm = withRules(
  ticketFields.extend({ recordId: z.guid({ error: 'Please select a ticket' }), version: versionField }),
)

export const ticketComment = z.object({
  _id: z.string(),
  text: z.string(),
  author: z.object({ _id: z.string(), fname: z.string(), lname: z.string().nullable() }).nullable(),
  createdAt: z.number().int(),
})
export type TicketComment = z.infer<typeof ticketComment>

/** POST /ticket/details: the row, the version and the comment thread (oldest first). */
export const ticketDetails = ticketRow.extend({ version: z.number().int(), commentList: z.array(ticketComment) })
export type TicketDetails = z.infer<typeof ticketDetails>
export const ticketDetailsAnswer = z.object({ ticket: ticketDetails })

export const ticketRecordContract = recordContract({
  id: 'recordId',
  details: { path: '/ticket/details', answer: ticketDetailsAnswer },
  create: { path: '/ticket/add' },
  update: { path: '/ticket/update', body: ticketUpdateForm },
  remove: { path: '/ticket/delete' },
  restore: { path: '/ticket/restore' },
  form: ticketForm,
})

export const TICKET_CALLS = {
  status: '/ticket/status',
  assign: '/ticket/assign',
  assignees: '/ticket/assignees',
  comment: '/ticket/comment',
  logs: '/ticket/logs',
  centres: '/ticket/centres',
  staff: '/ticket/staff',
} as const

/** The stages POST /ticket/status moves to (assigned is the assign call's). */
export const STATUS_STAGES = [
  'inprogress',
  'hold',
  'resolved',
  'reopened',
  'cancelled',
] as const satisfies readonly (typeof TICKET_STAGES)[number][]
export type StatusStage = (typeof STATUS_STAGES)[number]

/**
 * POST /ticket/status: a move of TICKET_MOVES from the stage the ticket has; hold needs the day it is held till (after
 * which the day of resolving must fall). `from`, the stage the mover saw (the screen sends the row's): when the ticket
 * has moved on since, the move is refused (movedMeanwhile) rather than applied from a stage the mover never saw.
 */
export const statusBody = z
  .object({
    recordId: z.guid({ error: 'Please select a ticket' }),
    stage: z.enum(STATUS_STAGES, { error: 'stage must be inprogress, hold, resolved, reopened or cancelled' }),
    from: z.enum(TICKET_STAGES, { error: 'from must be a ticket stage' }).optional(),
    holdTill: optionalDay,
  })
  .superRefine((b, ctx) => {
    if (b.stage === 'hold' && b.holdTill === undefined) ctx.addIssue({ code: 'custom', path: ['holdTill'], message: M.holdTillRequired })
  })

/** POST /ticket/assign: an active worker or scc of the ticket's centre; a created or reopened ticket becomes assigned. */
export const assignBody = z.object({
  recordId: z.guid({ error: 'Please select a ticket' }),
  assigneeId: z.guid({ error: M.selectAssignee }),
})

/** POST /ticket/assignees `{ recordId }`: who the ticket can be assigned to. */
export const assigneesBody = z.object({ recordId: z.guid({ error: 'Please select a ticket' }) })
export const assigneesAnswer = z.object({
  result: z.array(
    z.object({
      _id: z.string(),
      fname: z.string(),
      lname: z.string().nullable(),
      mobileNo: z.string(),
      userType: z.enum(['worker', 'scc']),
    }),
  ),
})

/** POST /ticket/comment: a comment on the ticket's thread. */
export const commentBody = z.object({
  recordId: z.guid({ error: 'Please select a ticket' }),
  text: requiredText(M.comment, 2000, M.tooLong),
})
export const commentAnswer = z.object({ comment: ticketComment })

/** GET /ticket/centres: the active service centres the actor may file tickets for (an scc or worker only their own). */
export const ticketCentresAnswer = z.object({ result: z.array(z.object({ _id: z.string(), title: z.string() })) })

/**
 * GET /ticket/staff: the people tickets can be assigned to within the actor's reach, for the assignee filter: the
 * active workers and scc of every centre (an scc: their centre's; a worker: themselves), by name.
 */
export const ticketStaffAnswer = z.object({
  result: z.array(z.object({ _id: z.string(), fname: z.string(), lname: z.string().nullable(), mobileNo: z.string() })),
})
