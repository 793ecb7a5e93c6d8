import { z } from 'zod'
import { RECORD_MESSAGES, requiredText } from '../validation'
import { MAX_PAISE, rupeesToPaise } from './booking-money'
import { recordContract } from './contract'
import { normaliseMobile } from './crm.query'
import { issuedPart, SERVICE_REQUEST_PARTS_MESSAGES } from './servicereq-parts'
import { SERVICE_REQUEST_SERVICE_OPTIONS } from './servicereq-services'
import { MOVE_STATUSES, SERVICE_REQUEST_STATUSES, SERVICE_SLOTS, serviceRequestRow } from './servicereq.table'
import { versionField } from './versions'
export * from './servicereq.table'
export * from './servicereq-parts'
export * from './servicereq-services'

/**
 * Service requests (/admin/servicereq, permission ServiceCenter): a rider's request for service at a centre (and
 * optionally one of its branches) on a day and slot, the services wanted (names picked from the Services catalogue, or
 * free text for one it lacks: servicereq-services.ts), a pickup with its address, the estimate and the final bill
 * (lines in paise; the form takes rupees as text), remarks. Its status moves by SERVICE_REQUEST_MOVES; a technician of its centre is assigned by its own call.
 */

export const MAX_SERVICES = 20
export const MAX_BILL_LINES = 30

export const SERVICE_REQUEST_MESSAGES = {
  ...RECORD_MESSAGES,
  created: 'Service request created',
  selectRequest: 'Please select a service request',
  customer: 'Please enter the customer’s mobile number',
  validMobile: 'Please enter valid mobile number',
  noCustomer: 'No customer has that mobile number',
  vehicleNo: 'Please enter a valid vehicle number',
  /** Spec 000 section 5's wording for a missing centre. */
  centre: 'Please select Service Center',
  unknownCentre: 'That service centre does not exist or is inactive',
  branch: 'Please select a valid branch',
  branchOfCentre: 'The branch must be an active branch of the chosen service centre',
  day: 'Please select the requested day',
  date: 'Please enter a valid date',
  pastDay: 'The requested day cannot be in the past',
  slot: 'Please select a slot',
  services: 'Please add at least one service',
  service: 'Please describe the service',
  tooManyServices: 'At most 20 services can be asked for',
  serviceTooLong: 'A service is at most 100 characters',
  pickupAddress: 'Please enter the pickup address',
  lineDescription: 'Please describe the line',
  amount: 'Please enter a valid amount',
  tooManyLines: 'At most 30 lines',
  finalEdit: 'A delivered or cancelled service request cannot be edited',
  centreOfAssigned: 'The service centre of a request with a technician cannot change',
  move: 'A service request cannot move from this status to that one',
  movedMeanwhile: 'The service request was changed meanwhile; reload it and try again',
  needsTechnician: 'Assign a technician before moving the request to In service',
  needsBill: 'Add at least one final bill line before moving the request to Ready',
  statusChanged: 'Service request status updated',
  selectTechnician: 'Please select a technician',
  technicianNotOfCentre: 'The technician must be an active worker of the request’s service centre',
  notAssignable: 'A ready, delivered or cancelled service request cannot be assigned',
  assigned: 'Service request assigned',
  ...SERVICE_REQUEST_PARTS_MESSAGES,
} as const
const M = SERVICE_REQUEST_MESSAGES

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const requestId = z.guid({ error: M.selectRequest })

/** Rupees as text (or a number) → integer paise, without floating point (shared/api/booking-money.ts). */
const paise = z.union([z.string(), z.number()], { error: M.amount }).transform((v, ctx) => {
  const p = rupeesToPaise(String(v))
  if (p === null || p > MAX_PAISE) {
    ctx.addIssue({ code: 'custom', message: M.amount })
    return z.NEVER
  }
  return p
})

/** One estimate or bill line as the form sends it (rupees as text), stored as `{ description, amountPaise }`. */
export const billLineInput = z
  .object({
    description: requiredText(M.lineDescription, 100, M.tooLong),
    amount: paise,
  })
  .transform((l) => ({ description: l.description, amountPaise: l.amount }))
const lines = z.array(billLineInput, { error: M.lineDescription }).max(MAX_BILL_LINES, M.tooManyLines).default([])

/** The fields of the add and edit form (one schema for the dialog and the server). */
export const serviceRequestFields = z.object({
  /** The customer (a user of type user), found by mobile number. */
  customerMobileNo: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : (normaliseMobile(v) ?? v.trim())) : blankToUndefined(v)),
    z.string({ error: M.customer }).regex(/^\d{10}$/, M.validMobile),
  ),
  vehicleNo: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(20, M.tooLong)
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, M.vehicleNo)
      .transform((v) => v.toUpperCase())
      .optional(),
  ),
  scuId: z.guid({ error: M.centre }),
  branchId: z.preprocess(blankToUndefined, z.guid({ error: M.branch }).optional()),
  /** The day asked for (midnight in India); blank: 'Please select the requested day'. */
  requestedDay: z.preprocess(
    blankToUndefined,
    z
      .number({ error: (issue) => (issue.input === undefined ? M.day : M.date) })
      .int(M.date)
      .min(0, M.date)
      .max(253_402_300_799, M.date),
  ),
  slot: z.enum(SERVICE_SLOTS, { error: M.slot }),
  services: z
    .array(requiredText(M.service, 100, M.serviceTooLong), { error: M.services })
    .min(1, M.services)
    .max(MAX_SERVICES, M.tooManyServices),
  pickup: z.boolean().default(false),
  pickupAddress: z.preprocess(blankToUndefined, z.string().trim().max(300, M.tooLong).optional()),
  estimate: lines,
  bill: lines,
  remarks: z.preprocess(blankToUndefined, z.string().trim().max(1000, M.tooLong).optional()),
})

const withRules = <T extends z.ZodType<{ pickup: boolean; pickupAddress?: string }>>(schema: T) =>
  schema.superRefine((f, ctx) => {
    if (f.pickup && !f.pickupAddress) ctx.addIssue({ code: 'custom', path: ['pickupAddress'], message: M.pickupAddress })
  })

/** POST /servicereq/add: the form. */
export const serviceRequestForm = withRules(serviceRequestFields)
export type ServiceRequestForm = z.output<typeof serviceRequestForm>
export type ServiceRequestFormInput = z.input<typeof serviceRequestForm>

/** PUT /servicereq/update: the form, the request and the version it was read at. */
export const serviceRequestUpdateForm = withRules(serviceRequestFields.extend({ recordId: requestId, version: versionField }))

/** POST /servicereq/details: the row, the version and the parts issued to it (from the stock ledger, per product). */
export const serviceRequestDetails = serviceRequestRow.extend({ version: z.number().int(), parts: z.array(issuedPart) })
export type ServiceRequestDetails = z.infer<typeof serviceRequestDetails>
export const serviceRequestDetailsAnswer = z.object({ serviceRequest: serviceRequestDetails })

export const serviceRequestRecordContract = recordContract({
  id: 'recordId',
  details: { path: '/servicereq/details', answer: serviceRequestDetailsAnswer },
  create: { path: '/servicereq/add' },
  update: { path: '/servicereq/update', body: serviceRequestUpdateForm },
  remove: { path: '/servicereq/delete' },
  restore: { path: '/servicereq/restore' },
  form: serviceRequestForm,
})

export const SERVICE_REQUEST_CALLS = {
  status: '/servicereq/status',
  assign: '/servicereq/assign',
  technicians: '/servicereq/technicians',
  logs: '/servicereq/logs',
  centres: '/servicereq/centres',
  customer: '/servicereq/customer',
  parts: '/servicereq/parts',
  partsOptions: '/servicereq/parts-options',
  serviceOptions: SERVICE_REQUEST_SERVICE_OPTIONS,
} as const

/**
 * POST /servicereq/status: a move of SERVICE_REQUEST_MOVES from the status the request has. `from`, the status the
 * mover saw (the screen sends the row's): when the request has moved on since, the move is refused (movedMeanwhile).
 */
export const statusBody = z.object({
  recordId: requestId,
  status: z.enum(MOVE_STATUSES, { error: 'status must be confirmed, inservice, ready, delivered or cancelled' }),
  from: z.enum(SERVICE_REQUEST_STATUSES, { error: 'from must be a service request status' }).optional(),
})

/** POST /servicereq/assign: an active worker of the request's centre; the status is kept. */
export const assignBody = z.object({ recordId: requestId, technicianId: z.guid({ error: M.selectTechnician }) })

/** POST /servicereq/technicians `{ recordId }`: the active workers of the request's centre. */
export const techniciansBody = z.object({ recordId: requestId })
export const techniciansAnswer = z.object({
  result: z.array(z.object({ _id: z.string(), fname: z.string(), lname: z.string().nullable(), mobileNo: z.string() })),
})

/** GET /servicereq/centres: the active centres the actor may file requests for, each with its active branches. */
export const serviceRequestCentresAnswer = z.object({
  result: z.array(z.object({ _id: z.string(), title: z.string(), branches: z.array(z.object({ _id: z.string(), name: z.string() })) })),
})

/** POST /servicereq/customer `{ mobileNo }`: the customer with that number (their vehicle number for the form), or null. */
export const customerBody = z.object({
  mobileNo: z.preprocess((v) => (typeof v === 'string' ? (normaliseMobile(v) ?? v) : v), z.string().regex(/^\d{10}$/, M.validMobile)),
})
export const customerAnswer = z.object({
  customer: z.object({ _id: z.string(), fname: z.string(), lname: z.string().nullable(), vehicleNo: z.string().nullable() }).nullable(),
})

/** The sum of a list of lines, in paise. */
export const linesTotal = (l: readonly { amountPaise: number }[]): number => l.reduce((s, x) => s + x.amountPaise, 0)
