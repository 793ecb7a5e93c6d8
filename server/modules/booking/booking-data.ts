import { and, eq, sql, type SQL } from 'drizzle-orm'
import {
  type BookingDetails,
  type BookingForm,
  type BookingMoneyInput,
  type BookingMoneyProblem,
  type BookingTotals,
  basisPointsToPercent,
  bookingTotals,
  paiseToRupees,
  percentToBasisPoints,
  rupeesToPaise,
} from '../../../shared/api/booking'
import { indiaSecondsToDay } from '../../../shared/india-day'
import type { RequestAuth } from '../../types'
import { bookings } from './schema'

/** What a stored booking row is. */
export type BookingRecord = typeof bookings.$inferSelect

/**
 * The bookings an actor reaches (SECURITY.md item 14): a franchise partner (scp) only their own (franchise_id), a service
 * centre user (scc) or worker only their centre's (scu_id; without a centre, none); admins every booking. Customers
 * (type user) never sign in here; should one, they reach none.
 */
export function bookingScope(auth: RequestAuth): SQL | undefined {
  const u = auth.user
  if (u.userType === 'scp') return eq(bookings.franchiseId, u.id)
  if (u.userType === 'scc' || u.userType === 'worker') return u.scuId ? eq(bookings.scuId, u.scuId) : sql`false`
  if (u.userType === 'user') return sql`false`
  return undefined
}

/** The booking with this id within the actor's reach (SECURITY.md item 14). */
export const reachable = (id: string, auth: RequestAuth): SQL => and(eq(bookings.id, id), bookingScope(auth))!

/** 'BK' + YYMM of `at` in India, where the booking was made. */
export function orderIdPrefix(at: Date): string {
  const day = indiaSecondsToDay(at.getTime() / 1000) // yyyy-MM-dd
  return `BK${day.slice(2, 4)}${day.slice(5, 7)}-`
}

/** The next order id (BK2611-000123), from the booking_order_seq sequence in the insert itself (never read-then-write). */
export const nextOrderId = (at: Date): SQL =>
  sql`(SELECT ${orderIdPrefix(at)} || lpad(s.n::text, greatest(6, length(s.n::text)), '0') FROM (SELECT nextval('booking_order_seq') AS n) s)`

const paiseOf = (rupees: string | undefined) => (rupees === undefined ? 0 : (rupeesToPaise(rupees) ?? 0))
const dateOf = (seconds: number | undefined) => (seconds === undefined ? null : new Date(seconds * 1000))

/** The money of a validated form, in paise and basis points. */
export function moneyOf(f: BookingForm): BookingMoneyInput {
  return {
    price: paiseOf(f.price),
    discount: paiseOf(f.discount),
    additionalDiscount: paiseOf(f.additionalDiscount),
    taxBasisPoints: percentToBasisPoints(f.taxPercentage) ?? 0,
    bookingFee: paiseOf(f.bookingFee),
    bookingCustomerPaid: paiseOf(f.bookingCustomerPaid),
    loanAmount: paiseOf(f.loanAmount),
    loanApproved: f.loanApproved,
  }
}

/** The form's totals, or why there are none. */
export const totalsOf = (f: BookingForm): BookingTotals | BookingMoneyProblem => bookingTotals(moneyOf(f))

/** The name a booking shows and sorts by. */
export const customerNameOf = (fname: string, lname: string | null | undefined) => [fname, lname].filter(Boolean).join(' ')

/**
 * The stored columns of a validated form (not the customer id, the order id, the RTO payments or the RC steps): the
 * server's totals, never a client's. `rtoAmountPaid` is what the booking has been paid to the RTO so far.
 */
export function formColumns(f: BookingForm, totals: BookingTotals, rtoAmountPaid: number) {
  const m = moneyOf(f)
  const rtoTotalAmount = paiseOf(f.rtoTotalAmount)
  const rtoBalance = rtoTotalAmount - rtoAmountPaid
  return {
    customerFname: f.customerFname,
    customerLname: f.customerLname ?? null,
    customerName: customerNameOf(f.customerFname, f.customerLname),
    customerMobileNo: f.customerMobileNo,
    customerEmail: f.customerEmail ?? null,
    vehicleModelId: f.vehicleModelId ?? null,
    franchiseId: f.franchiseId ?? null,
    scuId: f.scuId ?? null,
    kitSelected: f.kitSelected,
    batterySelected: f.batterySelected,
    kitNumber: f.kitNumber ?? null,
    batteryNo: f.batteryNo ?? null,
    bookingDate: new Date(f.bookingDate * 1000),
    expectedDelivery: dateOf(f.expectedDelivery),
    status: f.status,
    price: m.price,
    discount: m.discount,
    additionalDiscount: m.additionalDiscount,
    taxBasisPoints: m.taxBasisPoints,
    billablePrice: totals.billablePrice,
    taxAmount: totals.taxAmount,
    billedAmount: totals.billedAmount,
    bookingFee: m.bookingFee,
    bookingTotalAmount: totals.bookingTotalAmount,
    bookingCustomerPaid: m.bookingCustomerPaid,
    bookingBalance: totals.bookingBalance,
    remainingAmount: totals.remainingAmount,
    paymentMode: f.paymentMode ?? null,
    paymentRefId: f.paymentRefId ?? null,
    paymentDone: f.paymentDone,
    paymentStatus: f.paymentStatus ?? null,
    loanRequired: f.loanRequired,
    loanApproved: f.loanApproved,
    loanAmount: m.loanAmount,
    loanProvider: f.loanProvider ?? null,
    loanRefId: f.loanRefId ?? null,
    panNumber: f.panNumber ?? null,
    aadhaarNumber: f.aadhaarNumber ?? null,
    insuranceCompany: f.insuranceCompany ?? null,
    insuranceFrom: dateOf(f.insuranceFrom),
    insuranceTill: dateOf(f.insuranceTill),
    insuranceType: f.insuranceType ?? null,
    fcValidTill: dateOf(f.fcValidTill),
    rtoStatus: f.rtoStatus,
    registrationNo: f.registrationNo ?? null,
    chassisNo: f.chassisNo ?? null,
    rtoTotalAmount,
    rtoBalance,
    rtoSettlementDone: rtoTotalAmount > 0 && rtoBalance === 0,
    address: f.address ?? null,
    landmark: f.landmark ?? null,
    city: f.city ?? null,
    state: f.state ?? null,
    country: f.country ?? null,
    pincode: f.pincode ?? null,
    estimateUrl: f.estimateUrl ?? null,
    remark: f.remark ?? null,
    active: f.active,
  }
}

/** Unix seconds, or undefined for an unset date (the form leaves it out). */
const secondsOf = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : undefined)
const orUndefined = <T>(v: T | null) => v ?? undefined

/** Aadhaar as a viewer without the Booking edit button sees it: the last four digits. */
export const maskAadhaar = (aadhaar: string) => `XXXXXXXX${aadhaar.slice(-4)}`

/** The form's values of a stored booking as the dialog takes them: rupees as text, dates as Unix seconds. */
export function formValuesOf(r: BookingRecord, showAadhaar: boolean): BookingDetails['form'] {
  return {
    customerMobileNo: r.customerMobileNo,
    customerFname: r.customerFname,
    customerLname: orUndefined(r.customerLname),
    customerEmail: orUndefined(r.customerEmail),
    vehicleModelId: orUndefined(r.vehicleModelId),
    kitSelected: r.kitSelected,
    batterySelected: r.batterySelected,
    kitNumber: orUndefined(r.kitNumber),
    batteryNo: orUndefined(r.batteryNo),
    bookingDate: secondsOf(r.bookingDate),
    expectedDelivery: secondsOf(r.expectedDelivery),
    status: r.status,
    price: paiseToRupees(r.price),
    taxPercentage: basisPointsToPercent(r.taxBasisPoints),
    discount: paiseToRupees(r.discount),
    additionalDiscount: paiseToRupees(r.additionalDiscount),
    bookingFee: paiseToRupees(r.bookingFee),
    bookingCustomerPaid: paiseToRupees(r.bookingCustomerPaid),
    paymentMode: orUndefined(r.paymentMode),
    paymentRefId: orUndefined(r.paymentRefId),
    paymentDone: r.paymentDone,
    paymentStatus: orUndefined(r.paymentStatus),
    loanRequired: r.loanRequired,
    loanApproved: r.loanApproved,
    loanAmount: paiseToRupees(r.loanAmount),
    loanProvider: orUndefined(r.loanProvider),
    loanRefId: orUndefined(r.loanRefId),
    panNumber: orUndefined(r.panNumber),
    aadhaarNumber: r.aadhaarNumber === null ? undefined : showAadhaar ? r.aadhaarNumber : maskAadhaar(r.aadhaarNumber),
    insuranceCompany: orUndefined(r.insuranceCompany),
    insuranceFrom: secondsOf(r.insuranceFrom),
    insuranceTill: secondsOf(r.insuranceTill),
    insuranceType: orUndefined(r.insuranceType),
    fcValidTill: secondsOf(r.fcValidTill),
    rtoStatus: r.rtoStatus,
    registrationNo: orUndefined(r.registrationNo),
    chassisNo: orUndefined(r.chassisNo),
    rtoTotalAmount: paiseToRupees(r.rtoTotalAmount),
    address: orUndefined(r.address),
    landmark: orUndefined(r.landmark),
    city: orUndefined(r.city),
    state: orUndefined(r.state),
    country: orUndefined(r.country),
    pincode: orUndefined(r.pincode),
    estimateUrl: orUndefined(r.estimateUrl),
    remark: orUndefined(r.remark),
    franchiseId: orUndefined(r.franchiseId),
    scuId: orUndefined(r.scuId),
    active: r.active,
  }
}

/** The stored totals of a booking (paise), as the details answer gives them. */
export function totalsOfRecord(r: BookingRecord): BookingDetails['totals'] {
  return {
    price: r.price,
    discount: r.discount,
    additionalDiscount: r.additionalDiscount,
    taxBasisPoints: r.taxBasisPoints,
    billablePrice: r.billablePrice,
    taxAmount: r.taxAmount,
    billedAmount: r.billedAmount,
    bookingFee: r.bookingFee,
    bookingTotalAmount: r.bookingTotalAmount,
    bookingCustomerPaid: r.bookingCustomerPaid,
    bookingBalance: r.bookingBalance,
    remainingAmount: r.remainingAmount,
    loanAmount: r.loanAmount,
  }
}
