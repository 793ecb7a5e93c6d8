import { z } from 'zod'
import { tableContract } from './contract'
import { bookingTableQuery } from './booking.query'

export * from './booking.query'

/**
 * The bookings table's contract (issue 16, spec 002 sections 2–4, spec 001 section 2): its row, sort keys and filters,
 * kept apart from the forms so a screen's address carries only this. Money is integer paise (shared/api/booking-money.ts).
 */

export const PAYMENT_MODES = ['cash', 'upi', 'card', 'bank_transfer', 'cheque', 'finance'] as const

export type PaymentMode = (typeof PAYMENT_MODES)[number]

/** Spec 002 section 4: captured or refunded. */
export const PAYMENT_STATUSES = ['captured', 'refunded'] as const

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const INSURANCE_TYPES = ['comprehensive', 'third_party', 'zero_depreciation'] as const

export type InsuranceType = (typeof INSURANCE_TYPES)[number]

const bookingPerson = z.object({ _id: z.string(), fname: z.string(), lname: z.string().nullable() })

/**
 * A row of POST /booking/all and of the export. Money in paise; dates in Unix seconds (days as their local midnight).
 * The CRM's table fields (marketingType, followups, assignedTo, callStatus, lastDuration) come from the customer's
 * lead when there is one.
 */
export const bookingRow = z.object({
  _id: z.string(),
  orderId: z.string(),
  /** A value of the booking stages option list (issue 21); the built-in ones are BOOKING_STAGES. */
  status: z.string(),
  /** A value of the bookingStatus option list (issue 21); the built-in ones are RTO_STATUSES. */
  rtoStatus: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerMobileNo: z.string(),
  vehicleModel: z.string().nullable(),
  kitNumber: z.string().nullable(),
  batteryNo: z.string().nullable(),
  bookingDate: z.number().int(),
  expectedDelivery: z.number().int().nullable(),
  bookingTotalAmount: z.number().int(),
  bookingCustomerPaid: z.number().int(),
  remainingAmount: z.number().int(),
  paymentDone: z.boolean(),
  loanRequired: z.boolean(),
  loanApproved: z.boolean(),
  registrationNo: z.string().nullable(),
  chassisNo: z.string().nullable(),
  rtoTotalAmount: z.number().int(),
  rtoAmountPaid: z.number().int(),
  rtoBalance: z.number().int(),
  rtoSettlementDone: z.boolean(),
  rcReceivedFromRto: z.number().int().nullable(),
  rcDeliveredToCustomer: z.number().int().nullable(),
  fcValidTill: z.number().int().nullable(),
  insuranceTill: z.number().int().nullable(),
  estimateData: z.object({ estimateUrl: z.string().nullable() }),
  marketingType: z.array(z.string()),
  followups: z.array(z.object({ assignedExecutiveName: z.string(), followUpDate: z.number().int() })),
  assignedTo: bookingPerson.nullable(),
  /** The customer's lead in the CRM (click-to-call rings it), when there is one. */
  leadId: z.string().nullable(),
  callStatus: z.string().nullable(),
  lastDuration: z.number().int().nullable(),
  franchise: bookingPerson.nullable(),
  serviceCentre: z.string().nullable(),
  excelUploaded: z.boolean(),
  /** When the kit was fitted (POST /booking/kit-fitting), or null. */
  kitFittedAt: z.number().int().nullable(),
  active: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})

export type BookingRow = z.infer<typeof bookingRow>

export const bookingTableContract = tableContract({
  list: '/booking/all',
  export: '/booking/export',
  row: bookingRow,
  query: bookingTableQuery,
})
