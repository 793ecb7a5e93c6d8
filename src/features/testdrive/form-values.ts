import type { I18n } from '@lingui/core'
import { set, type FieldErrors, type Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { testDriveEdit, testDriveForm, type TestDriveDetails, type TestDriveFormInput } from '@shared/api/testdrive'
import type { RecordDialogMode } from '@/components/record-dialog-footer'
import type { AvailableSlot } from './api'
import { testDriveText } from './messages'
import { dayToIndiaSeconds, indiaSecondsToDay, todayInIndia } from '@shared/india-day'

/**
 * The test drive form's values as its inputs hold them (text; the day as yyyy-MM-dd, the date field's value), and the
 * conversions: from a drive's details, to the add / update body (the day as the Unix seconds of its midnight in India,
 * as the server keeps days), and the resolver that checks them with the shared schema, its messages in the active
 * language.
 */
export interface Values {
  branchId: string
  bookingDate: string
  slotId: string
  customerMobileNo: string
  customerFname: string
  customerLname: string
  /** The ride's vehicle model ('' none), picked from GET /testdrive/vehicle-models. */
  vehicleModelId: string
  remarks: string
}

export { dayToIndiaSeconds, indiaSecondsToDay, todayInIndia } from '@shared/india-day'

/** A new drive: today, nothing chosen yet. */
export function emptyValues(now = Date.now()): Values {
  return {
    branchId: '',
    bookingDate: todayInIndia(now),
    slotId: '',
    customerMobileNo: '',
    customerFname: '',
    customerLname: '',
    vehicleModelId: '',
    remarks: '',
  }
}

/** The form's values from POST /testdrive/details. */
export function valuesOf({ testDrive: d }: { testDrive: TestDriveDetails }): Values {
  return {
    branchId: d.branch._id,
    bookingDate: indiaSecondsToDay(d.bookingDate),
    slotId: d.slotId,
    customerMobileNo: d.customer.mobileNo,
    customerFname: d.customer.fname,
    customerLname: d.customer.lname ?? '',
    vehicleModelId: d.vehicleModelId ?? '',
    remarks: d.remarks ?? '',
  }
}

/** What an edit sends (the record kit adds recordId and version): the model and the remarks only. */
export type EditPayload = Pick<z.input<typeof testDriveEdit>, 'vehicleModelId' | 'remarks'>

/** The add body; blank texts are left out by the schema. */
export function createPayloadOf(v: Values): TestDriveFormInput {
  return {
    branchId: v.branchId,
    bookingDate: dayToIndiaSeconds(v.bookingDate) as number,
    slotId: v.slotId,
    customerMobileNo: v.customerMobileNo,
    customerFname: v.customerFname,
    customerLname: v.customerLname,
    vehicleModelId: v.vehicleModelId,
    remarks: v.remarks,
  }
}

export const editPayloadOf = (v: Values): EditPayload => ({ vehicleModelId: v.vehicleModelId, remarks: v.remarks })

/** The body of the mode: an add's whole form, an edit's model and remarks (typed as the form, as the frame takes it). */
export function payloadOf(v: Values, mode: RecordDialogMode): TestDriveFormInput {
  return (mode === 'new' ? createPayloadOf(v) : editPayloadOf(v)) as TestDriveFormInput
}

const editFields = testDriveEdit.pick({ vehicleModelId: true, remarks: true })

/** The shared schema on what the mode would send; the first message per field, in the active language. */
export function testDriveResolver(i18n: I18n, mode: RecordDialogMode): Resolver<Values, unknown, Values> {
  return (values) => {
    const parsed = mode === 'new' ? testDriveForm.safeParse(createPayloadOf(values)) : editFields.safeParse(editPayloadOf(values))
    if (parsed.success) return { values, errors: {} }
    const errors: FieldErrors<Values> = {}
    const seen = new Set<string>()
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.') || 'remarks'
      if (seen.has(path)) continue
      seen.add(path)
      set(errors, path, { type: 'validate', message: testDriveText(i18n, issue.message) })
    }
    return { values: {}, errors }
  }
}

/** A slot as its option: "10:00–10:30 (2 left)". */
export const slotLabel = (s: Pick<AvailableSlot, 'startAt' | 'endAt'>, left: string): string => `${s.startAt}–${s.endAt} (${left})`

/** The first message of each field of a refused body, in the active language (a move's dialog shows them). */
export function fieldMessages(i18n: I18n, issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    if (!(field in out)) out[field] = testDriveText(i18n, issue.message)
  }
  return out
}

/** POST /testdrive/reschedule's body from the dialog: the drive, the day (yyyy-MM-dd) and the slot. */
export const rescheduleBodyOf = (recordId: string, day: string, slotId: string) => ({
  recordId,
  bookingDate: dayToIndiaSeconds(day),
  slotId,
})

/** POST /testdrive/feedback's body from the dialog: the rating as chosen ('' none) and the text. */
export const feedbackBodyOf = (recordId: string, rating: string, text: string) => ({
  recordId,
  rating: rating === '' ? undefined : Number(rating),
  text,
})

/** The day a reschedule proposes: the drive's own day when it is still ahead, else today (India). */
export function rescheduleDayOf(bookingDate: number, now = Date.now()): string {
  const today = todayInIndia(now)
  const own = indiaSecondsToDay(bookingDate)
  return own > today ? own : today
}
