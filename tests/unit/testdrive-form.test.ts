import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  feedbackBody,
  rescheduleBody,
  TEST_DRIVE_MESSAGES as M,
  testDriveEdit,
  testDriveForm,
  type TestDriveDetails,
} from '@shared/api/testdrive'
import {
  createPayloadOf,
  dayToIndiaSeconds,
  editPayloadOf,
  emptyValues,
  feedbackBodyOf,
  fieldMessages,
  indiaSecondsToDay,
  payloadOf,
  rescheduleBodyOf,
  rescheduleDayOf,
  slotLabel,
  testDriveResolver,
  todayInIndia,
  valuesOf,
  type Values,
} from '@/features/testdrive/form-values'
import { testDriveServerTexts } from '@/features/testdrive/messages'

const BRANCH = '0190a6a0-0000-7000-8000-000000000001'
const SLOT = '0190a6a0-0000-7000-8000-000000000002'
const DRIVE = '0190a6a0-0000-7000-8000-000000000003'
const MODEL = '0190a6a0-0000-7000-8000-000000000004'
/** 2026-03-05 00:00 in India (18:30 UTC the day before). */
const MARCH_5 = Date.UTC(2026, 2, 5) / 1000 - 330 * 60

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const resolve = (values: Values, mode: 'new' | 'edit') =>
  testDriveResolver(i18n, mode)(values, undefined, { fields: {}, shouldUseNativeValidation: false })

function typed(): Values {
  return {
    ...emptyValues(),
    branchId: BRANCH,
    bookingDate: '2026-03-05',
    slotId: SLOT,
    customerMobileNo: '+91 98450 12345',
    customerFname: ' Asha ',
    customerLname: '',
    remarks: '',
  }
}

const details: TestDriveDetails = {
  _id: DRIVE,
  slotNo: 2,
  startAt: '10:30',
  endAt: '11:00',
  bookingDate: MARCH_5,
  rescheduleDate: null,
  remarks: null,
  status: 'booked',
  branch: { _id: BRANCH, name: 'Koramangala' },
  serviceCentre: { _id: 'c1', title: 'South' },
  customer: { _id: 'u1', fname: 'Asha', lname: null, mobileNo: '9845012345' },
  vehicleModel: 'Ather 450X',
  worker: null,
  feedback: null,
  active: true,
  createdAt: MARCH_5,
  updatedAt: MARCH_5,
  version: 3,
  slotId: SLOT,
  vehicleModelId: MODEL,
}

describe('test drive days', () => {
  it('reads and writes days as midnight in India, whatever the browser zone', () => {
    expect(dayToIndiaSeconds('2026-03-05')).toBe(MARCH_5)
    expect(indiaSecondsToDay(MARCH_5)).toBe('2026-03-05')
    expect(indiaSecondsToDay(MARCH_5 + 86_399)).toBe('2026-03-05')
    expect(dayToIndiaSeconds('2026-02-30')).toBeUndefined()
    expect(dayToIndiaSeconds('')).toBeUndefined()
    expect(indiaSecondsToDay(null)).toBe('')
  })

  it('knows today in India (an evening in UTC is already tomorrow there)', () => {
    expect(todayInIndia(Date.UTC(2026, 2, 4, 19, 0))).toBe('2026-03-05')
    expect(emptyValues(Date.UTC(2026, 2, 4, 10, 0)).bookingDate).toBe('2026-03-04')
  })

  it('proposes the drive’s own day for a reschedule while it is ahead, else today', () => {
    expect(rescheduleDayOf(MARCH_5, Date.UTC(2026, 2, 1))).toBe('2026-03-05')
    expect(rescheduleDayOf(MARCH_5, Date.UTC(2026, 2, 9))).toBe('2026-03-09')
  })
})

describe('test drive form', () => {
  it('makes an add body the shared schema takes', () => {
    const body = createPayloadOf(typed())
    expect(body.bookingDate).toBe(MARCH_5)
    const parsed = testDriveForm.parse(body)
    expect(parsed).toMatchObject({ branchId: BRANCH, slotId: SLOT, customerMobileNo: '9845012345', customerFname: 'Asha' })
    expect(parsed.customerLname).toBeUndefined()
    expect(parsed.vehicleModelId).toBeUndefined()
  })

  it('carries a picked vehicle model in the add body, and a cleared one as none on edit', () => {
    expect(testDriveForm.parse(createPayloadOf({ ...typed(), vehicleModelId: MODEL })).vehicleModelId).toBe(MODEL)
    const cleared = { ...valuesOf({ testDrive: details }), vehicleModelId: '' }
    expect(testDriveEdit.parse({ recordId: DRIVE, version: 3, ...editPayloadOf(cleared) }).vehicleModelId).toBeUndefined()
  })

  it('sends only the model and the remarks on edit', () => {
    const v = { ...valuesOf({ testDrive: details }), remarks: 'Prefers mornings' }
    expect(editPayloadOf(v)).toEqual({ vehicleModelId: MODEL, remarks: 'Prefers mornings' })
    expect(payloadOf(v, 'edit')).toEqual({ vehicleModelId: MODEL, remarks: 'Prefers mornings' })
    expect(payloadOf(v, 'new')).toMatchObject({ branchId: BRANCH, slotId: SLOT, bookingDate: MARCH_5 })
  })

  it('fills the form from the details', () => {
    expect(valuesOf({ testDrive: details })).toEqual({
      branchId: BRANCH,
      bookingDate: '2026-03-05',
      slotId: SLOT,
      customerMobileNo: '9845012345',
      customerFname: 'Asha',
      customerLname: '',
      vehicleModelId: MODEL,
      remarks: '',
    })
  })

  it('refuses a form without branch, slot or a valid mobile with the contract’s messages', async () => {
    const result = await resolve({ ...typed(), branchId: '', slotId: '', customerMobileNo: '12345', customerFname: 'A1' }, 'new')
    expect(result.errors.branchId?.message).toBe(M.branch)
    expect(result.errors.slotId?.message).toBe(M.slot)
    expect(result.errors.customerMobileNo?.message).toBe(M.validMobile)
    expect(result.errors.customerFname?.message).toBe(M.lettersOnly)
    expect((await resolve(typed(), 'new')).errors).toEqual({})
  })

  it('takes customer names in every script (the shared PERSON_NAME rule)', async () => {
    for (const [customerFname, customerLname] of [
      ['राहुल', ''],
      ['ಅನಿಲ್', 'ಕುಮಾರ್'],
      ['தமிழ்செல்வன்', ''],
      ['王伟', 'Jean-Luc'],
    ] as [string, string][]) {
      expect((await resolve({ ...typed(), customerFname, customerLname }, 'new')).errors, customerFname).toEqual({})
    }
    const bad = await resolve({ ...typed(), customerFname: '\u094dराहुल', customerLname: '王伟😀' }, 'new')
    expect([bad.errors.customerFname?.message, bad.errors.customerLname?.message]).toEqual([M.lettersOnly, M.lettersOnly])
  })

  it('checks only the remarks on edit', async () => {
    const v = { ...typed(), branchId: '', slotId: '' }
    expect((await resolve(v, 'edit')).errors).toEqual({})
    expect((await resolve({ ...v, remarks: 'x'.repeat(1001) }, 'edit')).errors.remarks).toBeDefined()
  })
})

describe('test drive moves', () => {
  it('builds the reschedule body', () => {
    expect(rescheduleBody.parse(rescheduleBodyOf(DRIVE, '2026-03-05', SLOT))).toEqual({
      recordId: DRIVE,
      bookingDate: MARCH_5,
      slotId: SLOT,
    })
    const refused = rescheduleBody.safeParse(rescheduleBodyOf(DRIVE, '', ''))
    expect(refused.success).toBe(false)
    expect(fieldMessages(i18n, refused.error!.issues)).toEqual({ bookingDate: M.date, slotId: M.slot })
  })

  it('builds the feedback body, a rating being required', () => {
    expect(feedbackBody.parse(feedbackBodyOf(DRIVE, '4', ' Smooth ride '))).toEqual({ recordId: DRIVE, rating: 4, text: 'Smooth ride' })
    expect(feedbackBody.parse(feedbackBodyOf(DRIVE, '5', ''))).toEqual({ recordId: DRIVE, rating: 5 })
    const refused = feedbackBody.safeParse(feedbackBodyOf(DRIVE, '', ''))
    expect(fieldMessages(i18n, refused.error!.issues)).toEqual({ rating: M.rating })
  })

  it('labels a slot with its places left', () => {
    expect(slotLabel({ startAt: '10:00', endAt: '10:30' }, '2 left')).toBe('10:00–10:30 (2 left)')
  })

  it('translates every own message of the contract', () => {
    for (const text of [M.slotFull, M.assigned, M.workerNotOfCentre, M.feedbackGiven, M.noConfig])
      expect(testDriveServerTexts.has(text)).toBe(true)
  })
})
