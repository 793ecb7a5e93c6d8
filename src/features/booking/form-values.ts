import type { I18n } from '@lingui/core'
import type { FieldErrors, Resolver } from 'react-hook-form'
import { dayToIndiaSeconds, indiaSecondsToDay, todayInIndia } from '@shared/india-day'
import {
  bookingForm,
  bookingTotals,
  BOOKING_MESSAGES as BM,
  percentToBasisPoints,
  rupeesToPaise,
  type BookingDetails,
  type BookingFormInput,
  type BookingTotals,
  type BookingMoneyProblem,
  type InsuranceType,
  type PaymentMode,
  type PaymentStatus,
} from '@shared/api/booking'
import { bookingText } from './messages'

/**
 * The booking form's values as its inputs hold them (text; days as yyyy-MM-dd, the date field's value), and the
 * conversions: from a booking's details, to the add / update body (days as the Unix seconds of their local midnight,
 * as the server stores days), the live totals, and the resolver that checks them with the shared schema.
 */
export interface Values {
  customerMobileNo: string
  customerFname: string
  customerLname: string
  customerEmail: string
  /** Kept from the record (no lookup of models by id yet). */
  vehicleModelId: string
  kitSelected: boolean
  batterySelected: boolean
  kitNumber: string
  batteryNo: string
  bookingDate: string
  expectedDelivery: string
  /** A value of the booking stages option list (issue 21). */
  status: string
  price: string
  taxPercentage: string
  discount: string
  additionalDiscount: string
  bookingFee: string
  bookingCustomerPaid: string
  paymentMode: PaymentMode | ''
  paymentRefId: string
  paymentDone: boolean
  paymentStatus: PaymentStatus | ''
  loanRequired: boolean
  loanApproved: boolean
  loanAmount: string
  loanProvider: string
  loanRefId: string
  panNumber: string
  aadhaarNumber: string
  insuranceCompany: string
  insuranceFrom: string
  insuranceTill: string
  insuranceType: InsuranceType | ''
  fcValidTill: string
  /** A value of the bookingStatus option list (issue 21). */
  rtoStatus: string
  registrationNo: string
  chassisNo: string
  rtoTotalAmount: string
  address: string
  landmark: string
  city: string
  state: string
  country: string
  pincode: string
  estimateUrl: string
  remark: string
  /** Kept from the record: the franchise partner and the service centre (the server sets them for scp and scc). */
  franchiseId: string
  scuId: string
  active: boolean
}


/** Unix seconds → the yyyy-MM-dd of that moment in India (the business's day in every browser); '' for none. */
export const unixToDay = (seconds: number | null | undefined): string => indiaSecondsToDay(seconds)

/** yyyy-MM-dd → the Unix seconds of its midnight in India; undefined when blank or not a date. */
export const dayToUnix = (day: string): number | undefined => dayToIndiaSeconds(day)

/** Today in India. */
export const today = () => todayInIndia()

export function emptyValues(): Values {
  return {
    customerMobileNo: '',
    customerFname: '',
    customerLname: '',
    customerEmail: '',
    vehicleModelId: '',
    kitSelected: true,
    batterySelected: true,
    kitNumber: '',
    batteryNo: '',
    bookingDate: today(),
    expectedDelivery: '',
    status: 'booked',
    price: '',
    taxPercentage: '',
    discount: '',
    additionalDiscount: '',
    bookingFee: '',
    bookingCustomerPaid: '',
    paymentMode: '',
    paymentRefId: '',
    paymentDone: false,
    paymentStatus: '',
    loanRequired: false,
    loanApproved: false,
    loanAmount: '',
    loanProvider: '',
    loanRefId: '',
    panNumber: '',
    aadhaarNumber: '',
    insuranceCompany: '',
    insuranceFrom: '',
    insuranceTill: '',
    insuranceType: '',
    fcValidTill: '',
    rtoStatus: 'not_applied',
    registrationNo: '',
    chassisNo: '',
    rtoTotalAmount: '',
    address: '',
    landmark: '',
    city: '',
    state: '',
    country: '',
    pincode: '',
    estimateUrl: '',
    remark: '',
    franchiseId: '',
    scuId: '',
    active: true,
  }
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v))

/** The form's values from POST /booking/details (its `form`: rupees as text, dates as Unix seconds). */
export function valuesOf({ booking }: { booking: BookingDetails }): Values {
  const f = booking.form
  const e = emptyValues()
  return {
    ...e,
    customerMobileNo: text(f.customerMobileNo ?? booking.customerMobileNo),
    customerFname: text(f.customerFname),
    customerLname: text(f.customerLname),
    customerEmail: text(f.customerEmail),
    vehicleModelId: text(f.vehicleModelId),
    kitSelected: f.kitSelected ?? e.kitSelected,
    batterySelected: f.batterySelected ?? e.batterySelected,
    kitNumber: text(f.kitNumber),
    batteryNo: text(f.batteryNo),
    bookingDate: unixToDay(f.bookingDate ?? booking.bookingDate),
    expectedDelivery: unixToDay(f.expectedDelivery),
    status: f.status ?? booking.status,
    price: text(f.price),
    taxPercentage: text(f.taxPercentage),
    discount: text(f.discount),
    additionalDiscount: text(f.additionalDiscount),
    bookingFee: text(f.bookingFee),
    bookingCustomerPaid: text(f.bookingCustomerPaid),
    paymentMode: f.paymentMode ?? '',
    paymentRefId: text(f.paymentRefId),
    paymentDone: f.paymentDone ?? false,
    paymentStatus: f.paymentStatus ?? '',
    loanRequired: f.loanRequired ?? false,
    loanApproved: f.loanApproved ?? false,
    loanAmount: text(f.loanAmount),
    loanProvider: text(f.loanProvider),
    loanRefId: text(f.loanRefId),
    panNumber: text(f.panNumber),
    aadhaarNumber: text(f.aadhaarNumber),
    insuranceCompany: text(f.insuranceCompany),
    insuranceFrom: unixToDay(f.insuranceFrom),
    insuranceTill: unixToDay(f.insuranceTill),
    insuranceType: f.insuranceType ?? '',
    fcValidTill: unixToDay(f.fcValidTill),
    rtoStatus: f.rtoStatus ?? booking.rtoStatus,
    registrationNo: text(f.registrationNo),
    chassisNo: text(f.chassisNo),
    rtoTotalAmount: text(f.rtoTotalAmount),
    address: text(f.address),
    landmark: text(f.landmark),
    city: text(f.city),
    state: text(f.state),
    country: text(f.country),
    pincode: text(f.pincode),
    estimateUrl: text(f.estimateUrl),
    remark: text(f.remark),
    franchiseId: text(f.franchiseId),
    scuId: text(f.scuId),
    active: f.active ?? booking.active,
  }
}

/** A masked Aadhaar number (as details show it to a viewer without edit) is not a value to send back. */
const isMasked = (aadhaar: string) => /[^\d\s-]/.test(aadhaar)

/** The add / update body (the record kit adds recordId and version to an update). Blank texts are left out by the schema. */
export function payloadOf(v: Values): BookingFormInput {
  const { bookingDate, expectedDelivery, insuranceFrom, insuranceTill, fcValidTill, aadhaarNumber, ...rest } = v
  return {
    ...rest,
    aadhaarNumber: isMasked(aadhaarNumber) ? '' : aadhaarNumber,
    bookingDate: dayToUnix(bookingDate) as number,
    expectedDelivery: dayToUnix(expectedDelivery),
    insuranceFrom: dayToUnix(insuranceFrom),
    insuranceTill: dayToUnix(insuranceTill),
    fcValidTill: dayToUnix(fcValidTill),
  } as BookingFormInput
}

/** What the totals are computed from, as the form holds it. */
export type MoneyValues = Pick<
  Values,
  'price' | 'taxPercentage' | 'discount' | 'additionalDiscount' | 'bookingFee' | 'bookingCustomerPaid' | 'loanAmount' | 'loanApproved'
>

const paise = (s: string): number | null => (s.trim() === '' ? 0 : rupeesToPaise(s))

/**
 * The totals the server derives (shared `bookingTotals`), from the form's money: null while an amount or the rate is
 * not one yet, or why they cannot be derived.
 */
export function liveTotals(m: MoneyValues): BookingTotals | BookingMoneyProblem | null {
  const amounts = [m.price, m.discount, m.additionalDiscount, m.bookingFee, m.bookingCustomerPaid, m.loanAmount].map(paise)
  const rate = m.taxPercentage.trim() === '' ? 0 : percentToBasisPoints(m.taxPercentage)
  if (amounts.some((a) => a === null) || rate === null) return null
  const [price, discount, additionalDiscount, bookingFee, bookingCustomerPaid, loanAmount] = amounts as number[]
  return bookingTotals({
    price: price!,
    discount: discount!,
    additionalDiscount: additionalDiscount!,
    taxBasisPoints: rate,
    bookingFee: bookingFee!,
    bookingCustomerPaid: bookingCustomerPaid!,
    loanAmount: loanAmount!,
    loanApproved: m.loanApproved,
  })
}

/** Where a money problem is shown. */
const PROBLEM_FIELD: Record<BookingMoneyProblem, keyof Values> = { discountAbovePrice: 'discount', paidAboveTotal: 'bookingCustomerPaid' }

/**
 * The shared schema (the one the server checks) on what the form would send, plus the money rules of
 * `bookingTotals`; the messages in the active language, the first per field. The values stay the inputs' text:
 * payloadOf makes the body.
 */
export function bookingResolver(i18n: I18n): Resolver<Values, unknown, Values> {
  return (values) => {
    const parsed = bookingForm.safeParse(payloadOf(values))
    const issues = parsed.success
      ? []
      : parsed.error.issues.map((i) => ({ field: String(i.path[0] ?? 'customerFname'), message: i.message }))
    const totals = liveTotals(values)
    if (typeof totals === 'string') issues.push({ field: PROBLEM_FIELD[totals], message: BM[totals] })
    if (issues.length === 0) return { values, errors: {} }
    const errors: FieldErrors<Values> = {}
    for (const { field, message } of issues) {
      if (!(errors as Record<string, unknown>)[field])
        (errors as Record<string, unknown>)[field] = { type: 'validate', message: bookingText(i18n, message) }
    }
    return { values: {}, errors }
  }
}
