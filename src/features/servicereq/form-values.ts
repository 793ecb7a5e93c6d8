import type { I18n } from '@lingui/core'
import { set, type FieldErrors, type Resolver } from 'react-hook-form'
import { paiseToRupees } from '@shared/api/booking-money'
import {
  SERVICE_REQUEST_MESSAGES as M,
  serviceRequestForm,
  type ServiceRequestDetails,
  type ServiceRequestFormInput,
} from '@shared/api/servicereq'
import type { BillLine, ServiceSlot } from '@shared/api/servicereq.table'
import { dayToIndiaSeconds, indiaSecondsToDay, todayInIndia } from '@shared/india-day'
import { serviceRequestText } from './messages'

/**
 * The service request form's values as its inputs hold them (text; the day as yyyy-MM-dd, the date field's value;
 * amounts as rupee text; the services as rows of a list editor), and the conversions: from a request's details, to the
 * add / update body (the day as the Unix seconds of its midnight in India), and the resolver that checks them with the
 * shared schema, its messages in the active language.
 */
export interface LineValues {
  description: string
  amount: string
}
export interface Values {
  customerMobileNo: string
  vehicleNo: string
  scuId: string
  branchId: string
  requestedDay: string
  slot: ServiceSlot | ''
  services: { text: string }[]
  pickup: boolean
  pickupAddress: string
  estimate: LineValues[]
  bill: LineValues[]
  remarks: string
}

/** A new request: one empty service row, no pickup, no lines (an actor with one centre gets it preset by the dialog). */
export const emptyValues = (): Values => ({
  customerMobileNo: '',
  vehicleNo: '',
  scuId: '',
  branchId: '',
  requestedDay: '',
  slot: '',
  services: [{ text: '' }],
  pickup: false,
  pickupAddress: '',
  estimate: [],
  bill: [],
  remarks: '',
})

export const emptyLine = (): LineValues => ({ description: '', amount: '' })
const linesOf = (lines: readonly BillLine[]): LineValues[] =>
  lines.map((l) => ({ description: l.description, amount: paiseToRupees(l.amountPaise) }))

/** The form's values from POST /servicereq/details. */
export function valuesOf({ serviceRequest: d }: { serviceRequest: ServiceRequestDetails }): Values {
  return {
    customerMobileNo: d.customer?.mobileNo ?? '',
    vehicleNo: d.vehicleNo ?? '',
    scuId: d.serviceCentre._id,
    branchId: d.branch?._id ?? '',
    requestedDay: indiaSecondsToDay(d.requestedDay),
    slot: d.slot,
    services: d.services.map((text) => ({ text })),
    pickup: d.pickup,
    pickupAddress: d.pickupAddress ?? '',
    estimate: linesOf(d.estimate),
    bill: linesOf(d.bill),
    remarks: d.remarks ?? '',
  }
}

/** The add / update body (the record kit adds recordId and version to an update); blank texts are left out by the schema. */
export function payloadOf(v: Values): ServiceRequestFormInput {
  return {
    customerMobileNo: v.customerMobileNo,
    vehicleNo: v.vehicleNo,
    scuId: v.scuId,
    branchId: v.branchId,
    // A typed day that is not a real one is sent as text, so the schema names it ('Please enter a valid date').
    requestedDay: (v.requestedDay === '' ? undefined : (dayToIndiaSeconds(v.requestedDay) ?? v.requestedDay)) as number,
    slot: v.slot as ServiceSlot,
    services: v.services.map((s) => s.text),
    pickup: v.pickup,
    pickupAddress: v.pickup ? v.pickupAddress : '',
    estimate: v.estimate,
    bill: v.bill,
    remarks: v.remarks,
  }
}

/** Where a schema issue is shown: a service row's text, a line's field, an array's own message at `<array>.root`. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [head, index, leaf] = path.map(String)
  if (head === 'services') return index === undefined ? 'services.root' : `services.${index}.text`
  if (head === 'estimate' || head === 'bill') return index === undefined ? `${head}.root` : `${head}.${index}.${leaf ?? 'description'}`
  return head ?? 'customerMobileNo'
}

/**
 * The shared schema on what the dialog would send; the first message per field, in the active language. A new request
 * also may not ask for a day before today (India), as the server checks.
 */
export function serviceRequestResolver(i18n: I18n, isNew: boolean): Resolver<Values, unknown, Values> {
  return (values) => {
    const parsed = serviceRequestForm.safeParse(payloadOf(values))
    const errors: FieldErrors<Values> = {}
    const seen = new Set<string>()
    const add = (path: string, message: string) => {
      if (seen.has(path)) return
      seen.add(path)
      set(errors, path, { type: 'validate', message: serviceRequestText(i18n, message) })
    }
    if (!parsed.success) for (const issue of parsed.error.issues) add(fieldOf(issue.path), issue.message)
    if (isNew && values.requestedDay !== '' && values.requestedDay < todayInIndia()) add('requestedDay', M.pastDay)
    return seen.size === 0 ? { values, errors: {} } : { values: {}, errors }
  }
}
