import { z } from 'zod'
import { personName, RECORD_MESSAGES, requiredPersonName } from '../validation'
import { recordContract } from './contract'
import { normaliseMobile } from './crm.table'
import { vehicleModelOptionsAnswer } from './lookups'
import { type TEST_DRIVE_STATUSES, testDriveRow } from './testdrive.table'
export * from './testdrive.table'

/**
 * Test drives (issue 17): booking a slot of a branch's configuration on a day, with capacity kept by the database; the
 * moves (reschedule, cancel, complete, no-show), assigning a worker and the customer's feedback.
 */

export const TEST_DRIVE_MESSAGES = {
  ...RECORD_MESSAGES,
  /** Spec 002 section 9's success message. */
  created: 'Test drive created',
  slotFull: 'This slot is full, please choose another',
  slotGone: 'This slot is not offered on that day',
  pastSlot: 'This slot has already started',
  holiday: 'The branch is closed on that day',
  noConfig: 'This branch has no test drive configuration',
  move: 'A test drive cannot move from this status to that one',
  feedbackNotCompleted: 'Feedback can be given once the test drive is completed',
  feedbackGiven: 'Feedback was already given',
  rating: 'Please choose a rating from 1 to 5',
  validMobile: 'Please enter valid mobile number',
  lettersOnly: 'Only letters and spaces are allowed',
  notCustomer: 'That mobile number belongs to a staff account',
  /** Spec 002 section 5: 'select worker userType or scc'. */
  selectWorker: 'Please select a worker',
  workerNotOfCentre: 'The worker must be an active worker of the branch’s service centre',
  assigned: 'Worker assigned',
  rescheduled: 'Test drive rescheduled',
  cancelled: 'Test drive cancelled',
  statusChanged: 'Test drive status updated',
  feedbackSaved: 'Feedback saved',
  date: 'Please enter a valid date',
  branch: 'Please select a branch',
  slot: 'Please select a slot',
  unknownVehicleModel: 'Please select a vehicle model',
} as const
const M = TEST_DRIVE_MESSAGES

/** Unix seconds up to 9999-12-31. */
const day = z.number({ error: M.date }).int(M.date).min(0, M.date).max(253_402_300_799, M.date)
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

/** POST /testdrive/add ('Create Test Drive'): a slot of the branch on a day, for a customer found or made by mobile number. */
export const testDriveForm = z.object({
  branchId: z.guid({ error: M.branch }),
  /** The day (Unix seconds of its midnight in India). */
  bookingDate: day,
  slotId: z.guid({ error: M.slot }),
  customerMobileNo: z
    .string({ error: M.mandatory })
    .transform((v) => normaliseMobile(v) ?? v.trim())
    .pipe(
      z
        .string()
        .min(1, M.mandatory)
        .regex(/^\d{10}$/, M.validMobile),
    ),
  customerFname: requiredPersonName(M.mandatory, M.lettersOnly, 100, M.tooLong),
  customerLname: z.preprocess(blankToUndefined, personName(M.lettersOnly, 100, M.tooLong).optional()),
  vehicleModelId: z.preprocess(blankToUndefined, z.guid({ error: M.unknownVehicleModel }).optional()),
  remarks: z.preprocess(blankToUndefined, z.string().trim().max(1000, M.tooLong).optional()),
})
export type TestDriveForm = z.output<typeof testDriveForm>
export type TestDriveFormInput = z.input<typeof testDriveForm>

/** PUT /testdrive/update ('Edit Test Drive'): what an edit changes besides the moves (the ride's model and remarks). */
export const testDriveEdit = z.object({
  recordId: z.guid(),
  version: z.number().int().min(1),
  vehicleModelId: z.preprocess(blankToUndefined, z.guid({ error: M.unknownVehicleModel }).optional()),
  remarks: z.preprocess(blankToUndefined, z.string().trim().max(1000, M.tooLong).optional()),
})

/** POST /testdrive/details. */
export const testDriveDetails = testDriveRow.extend({
  version: z.number().int(),
  slotId: z.string(),
  vehicleModelId: z.string().nullable(),
})
export type TestDriveDetails = z.infer<typeof testDriveDetails>
export const testDriveDetailsAnswer = z.object({ testDrive: testDriveDetails })

export const testDriveRecordContract = recordContract({
  id: 'recordId',
  details: { path: '/testdrive/details', answer: testDriveDetailsAnswer },
  create: { path: '/testdrive/add' },
  update: { path: '/testdrive/update', body: testDriveEdit },
  remove: { path: '/testdrive/delete' },
  restore: { path: '/testdrive/restore' },
  form: testDriveForm,
})

export const TEST_DRIVE_CALLS = {
  slots: '/testdrive/slots',
  reschedule: '/testdrive/reschedule',
  status: '/testdrive/status',
  assign: '/testdrive/assign',
  workers: '/testdrive/workers',
  feedback: '/testdrive/feedback',
  logs: '/testdrive/logs',
  branches: '/testdrive/branches',
  vehicleModels: '/testdrive/vehicle-models',
} as const

/** POST /testdrive/slots: the slots of a branch on a day that still have places (holidays and started slots left out). */
export const availableSlotsBody = z.object({ branchId: z.guid({ error: M.branch }), date: day })
export const availableSlotsAnswer = z.object({
  result: z.array(
    z.object({
      slotId: z.string(),
      slotNo: z.number().int(),
      startAt: z.string(),
      endAt: z.string(),
      limit: z.number().int(),
      booked: z.number().int(),
      left: z.number().int(),
    }),
  ),
})

/**
 * GET /testdrive/branches: the branches with an active configuration the actor may book at, with the configuration's
 * title and week-off days (0 Sunday … 6 Saturday), ordered by name.
 */
export const testDriveBranchesAnswer = z.object({
  result: z.array(z.object({ _id: z.string(), name: z.string(), title: z.string(), holidays: z.array(z.number().int()) })),
})

/**
 * GET /testdrive/vehicle-models: the active vehicle models a drive can take (the form's model), `{ result: [{ _id, name }] }`
 * with the name as 'Make Model', ordered by make and model, and the model's prices beside (shared/api/lookups.ts).
 */
export const testDriveVehicleModelsAnswer = vehicleModelOptionsAnswer

/** POST /testdrive/reschedule: a new day and slot; records rescheduleDate. */
export const rescheduleBody = z.object({ recordId: z.guid(), bookingDate: day, slotId: z.guid({ error: M.slot }) })

/** POST /testdrive/status: completed, no-show or cancelled (the allowed moves of TEST_DRIVE_MOVES). */
export const statusBody = z.object({
  recordId: z.guid(),
  status: z.enum(['completed', 'no_show', 'cancelled'] as const satisfies readonly (typeof TEST_DRIVE_STATUSES)[number][], {
    error: 'status must be completed, no_show or cancelled',
  }),
})

/** POST /testdrive/assign: a worker for one or more drives (the `assign` button). */
export const assignBody = z.object({
  recordIds: z.array(z.guid()).min(1, 'Please select atleast one record from table').max(1000),
  workerId: z.guid({ error: M.selectWorker }),
})

/** POST /testdrive/workers `{ recordIds }`: the active workers of those drives' service centre (one centre). */
export const workersBody = z.object({ recordIds: z.array(z.guid()).min(1).max(1000) })
export const workersAnswer = z.object({
  result: z.array(z.object({ _id: z.string(), fname: z.string(), lname: z.string().nullable(), mobileNo: z.string() })),
})

/** POST /testdrive/feedback: once, after completion. */
export const feedbackBody = z.object({
  recordId: z.guid(),
  rating: z.number({ error: M.rating }).int(M.rating).min(1, M.rating).max(5, M.rating),
  text: z.preprocess(blankToUndefined, z.string().trim().max(2000, M.tooLong).optional()),
})
