import { z } from 'zod'
import { personName, RECORD_MESSAGES, requiredPersonName, requiredText } from '../validation'
import { MAX_PAISE, percentToBasisPoints, rupeesToPaise } from './booking-money'
import { kitFitting } from './booking-kit'
import { recordContract } from './contract'
import { normaliseMobile } from './crm.table'
import { namedOptionsAnswer } from './lookups'
import { INSURANCE_TYPES, PAYMENT_MODES, PAYMENT_STATUSES, bookingRow } from './booking.table'
export * from './booking.table'
export * from './booking-money'

/**
 * The bookings module (issue 16): the form both sides validate with, the details answer, the record calls and the
 * calls beside them (stages, RTO status, RTO settlement, RC steps). Money travels as rupee text and is stored in paise.
 */

export const BOOKING_MESSAGES = {
  ...RECORD_MESSAGES,
  validMobile: 'Please enter valid mobile number',
  lettersOnly: 'Only letters and spaces are allowed',
  amount: 'Please enter a valid amount (up to two decimals)',
  percent: 'Please enter a valid percentage (0 to 100)',
  pan: 'Please enter a valid PAN (ABCDE1234F)',
  panRequired: 'PAN is required for a loan',
  aadhaar: 'Please enter a valid 12-digit Aadhaar number',
  pincode: 'Please enter a valid 6-digit pincode',
  url: 'Please enter a valid http(s) address',
  code: 'Only letters, digits, - and / are allowed',
  date: 'Please enter a valid date',
  insuranceDates: 'Insurance till cannot be before insurance from',
  deliveryBeforeBooking: 'Expected delivery cannot be before the booking date',
  loanApprovedNotRequired: 'A loan cannot be approved when it is not required',
  loanAmountRequired: 'Please enter the loan amount of an approved loan',
  discountAbovePrice: 'The discounts cannot exceed the price',
  paidAboveTotal: 'The amount paid and the loan cannot exceed the total',
  notCustomer: 'That mobile number belongs to a staff account',
  kitInUse: 'This kit number already has an active booking',
  kitRepeated: 'This kit number is in an earlier row of the file',
  noModelNamed: 'No vehicle model has this name (make and model, as in the form)',
  noPartnerNumbered: 'No active franchise partner has this mobile number',
  noCentreNamed: 'No service centre has this name',
  rtoUpdated: 'Booking RTO Status updated successfully',
  settled: 'RTO settlement saved',
  settlementAboveBalance: 'The amount is more than the RTO balance',
  settlementNoTotal: 'Enter the RTO total amount before settling',
  rcReceived: 'RC marked as received from the RTO',
  rcDelivered: 'RC marked as delivered to the customer',
  rcNotReceived: 'The RC must be received from the RTO before it is delivered',
  rcAlready: 'This step is already done',
  rcBeforeReceived: 'The delivery date cannot be before the date the RC was received',
  rtoTotalBelowPaid: 'The RTO total cannot be less than the amount already paid to the RTO',
  unknownVehicleModel: 'Please select a vehicle model',
  unknownFranchise: 'Please select a franchise partner',
  unknownCentre: 'Please select a service centre',
  rtoStatus: 'Please select an RTO status',
} as const
const BM = BOOKING_MESSAGES

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const optional = <S extends z.ZodType>(s: S) => z.preprocess(blankToUndefined, s.optional())
const CODE = /^[A-Z0-9][A-Z0-9/-]*$/
/** Unix seconds up to 9999-12-31. */
const unix = z.number({ error: BM.date }).int(BM.date).min(0, BM.date).max(253_402_300_799, BM.date)

/** Rupees as text (or a number), kept as canonical text ("85000.50"); the server stores paise. */
const rupeeAmount = (emptyMessage: string) =>
  z.union([z.string(), z.number()], { error: emptyMessage }).transform((v, ctx) => {
    const paise = rupeesToPaise(String(v))
    if (paise === null || paise > MAX_PAISE) {
      ctx.addIssue({ code: 'custom', message: BM.amount })
      return z.NEVER
    }
    return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`
  })
const requiredRupees = () => z.preprocess(blankToUndefined, rupeeAmount(BM.mandatory))
const optionalRupees = () => z.preprocess(blankToUndefined, rupeeAmount(BM.amount).optional())

/** An upper-cased code (kit, battery, registration, chassis numbers). */
const code = (max: number) =>
  optional(
    z
      .string()
      .trim()
      .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
      .pipe(z.string().max(max, BM.tooLong).regex(CODE, BM.code)),
  )

const text = (max: number) => optional(z.string().trim().max(max, BM.tooLong))

/** Permanent Account Number: five letters, four digits, a letter. */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/
/** Aadhaar: 12 digits, not starting with 0 or 1. */
export const AADHAAR_PATTERN = /^[2-9]\d{11}$/

/** A customer's mobile number: ten digits once a +91 / 91 / 0 prefix, spaces and dashes are dropped. */
const customerMobileNo = z
  .string({ error: BM.mandatory })
  .transform((v) => normaliseMobile(v) ?? v.trim())
  .pipe(
    z
      .string()
      .min(1, BM.mandatory)
      .regex(/^\d{10}$/, BM.validMobile),
  )

const bookingFields = z.object({
  // Customer: found by mobile number, or created (a user of type 'user') with this name.
  customerMobileNo,
  customerFname: requiredPersonName(BM.mandatory, BM.lettersOnly, 100, BM.tooLong),
  customerLname: optional(personName(BM.lettersOnly, 100, BM.tooLong)),
  customerEmail: optional(
    z
      .string()
      .trim()
      .max(200, BM.tooLong)
      .pipe(z.email({ error: 'Please enter valid email' })),
  ),
  // Vehicle.
  vehicleModelId: optional(z.guid({ error: BM.mandatory })),
  kitSelected: z.boolean().default(true),
  batterySelected: z.boolean().default(true),
  kitNumber: code(50),
  batteryNo: code(50),
  bookingDate: unix,
  expectedDelivery: optional(unix),
  /** A value of the active booking stages (the Options screen's 'bookingStage' list; the server checks it is one). */
  status: requiredText(BM.mandatory, 12, BM.mandatory).default('booked'),
  // Money (rupees).
  price: requiredRupees(),
  taxPercentage: z.preprocess(
    blankToUndefined,
    z
      .union([z.string(), z.number()], { error: BM.mandatory })
      .transform((v) => String(v).trim())
      .refine((v) => percentToBasisPoints(v) !== null, BM.percent),
  ),
  discount: optionalRupees(),
  additionalDiscount: optionalRupees(),
  bookingFee: optionalRupees(),
  bookingCustomerPaid: optionalRupees(),
  // Payment.
  paymentMode: optional(z.enum(PAYMENT_MODES, { error: BM.mandatory })),
  paymentRefId: text(100),
  paymentDone: z.boolean().default(false),
  paymentStatus: optional(z.enum(PAYMENT_STATUSES, { error: BM.mandatory })),
  // Loan.
  loanRequired: z.boolean().default(false),
  loanApproved: z.boolean().default(false),
  loanAmount: optionalRupees(),
  loanProvider: text(100),
  loanRefId: text(100),
  panNumber: optional(
    z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(PAN_PATTERN, BM.pan)),
  ),
  aadhaarNumber: optional(
    z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(AADHAAR_PATTERN, BM.aadhaar)),
  ),
  // Insurance.
  insuranceCompany: text(100),
  insuranceFrom: optional(unix),
  insuranceTill: optional(unix),
  insuranceType: optional(z.enum(INSURANCE_TYPES, { error: BM.mandatory })),
  fcValidTill: optional(unix),
  // RTO (the amount paid, the balance and the RC steps have their own calls).
  /** A value of the active RTO statuses (the Options screen's 'bookingStatus' list; the server checks it is one). */
  rtoStatus: requiredText(BM.mandatory, 20, BM.mandatory).default('not_applied'),
  registrationNo: code(20),
  chassisNo: code(30),
  rtoTotalAmount: optionalRupees(),
  // Address.
  address: text(500),
  landmark: text(200),
  city: text(100),
  state: text(100),
  country: text(100),
  pincode: optional(
    z
      .string()
      .trim()
      .regex(/^\d{6}$/, BM.pincode),
  ),
  // Other.
  estimateUrl: optional(
    z
      .string()
      .trim()
      .max(2000, BM.tooLong)
      .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), BM.url),
  ),
  remark: text(1000),
  /** The franchise partner (a user of type scp); an scp's own bookings are always theirs. */
  franchiseId: optional(z.guid({ error: BM.mandatory })),
  /** The service centre; an scc's own bookings are always their centre's. */
  scuId: optional(z.guid({ error: BM.mandatory })),
  active: z.boolean().default(true),
})

type BookingFields = z.output<typeof bookingFields>

/** The rules between fields (the money totals are checked by the server with `bookingTotals`). */
function withRules<S extends z.ZodType<BookingFields>>(schema: S) {
  return schema.superRefine((f, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (f.loanRequired && !f.panNumber) issue('panNumber', BM.panRequired)
    if (f.loanApproved && !f.loanRequired) issue('loanApproved', BM.loanApprovedNotRequired)
    if (f.loanApproved && (f.loanAmount === undefined || rupeesToPaise(f.loanAmount) === 0)) issue('loanAmount', BM.loanAmountRequired)
    if (f.insuranceFrom !== undefined && f.insuranceTill !== undefined && f.insuranceTill < f.insuranceFrom)
      issue('insuranceTill', BM.insuranceDates)
    if (f.expectedDelivery !== undefined && f.expectedDelivery < f.bookingDate) issue('expectedDelivery', BM.deliveryBeforeBooking)
  })
}

/** The add form (POST /booking/add). */
export const bookingForm = withRules(bookingFields)
export type BookingForm = z.output<typeof bookingForm>
export type BookingFormInput = z.input<typeof bookingForm>

/** PUT /booking/update: the form plus recordId and the version it was read at. */
export const bookingUpdateForm = withRules(bookingFields.extend({ recordId: z.guid(), version: z.number().int().min(1) }))

/**
 * The form's values as the details call answers them: rupees as text ("85000.50"), the tax rate as text ("12.5"), dates
 * as Unix seconds, unset fields left out. Plain types without transforms, so the answer serialises (the API's response
 * schemas are encoded, and a transform cannot be); the Aadhaar number may be masked (XXXXXXXX1234).
 */
const text_ = z.string()
const seconds = z.number().int()
export const bookingFormValues = z
  .object({
    customerMobileNo: text_,
    customerFname: text_,
    customerLname: text_,
    customerEmail: text_,
    vehicleModelId: text_,
    kitSelected: z.boolean(),
    batterySelected: z.boolean(),
    kitNumber: text_,
    batteryNo: text_,
    bookingDate: seconds,
    expectedDelivery: seconds,
    status: z.string(),
    price: text_,
    taxPercentage: text_,
    discount: text_,
    additionalDiscount: text_,
    bookingFee: text_,
    bookingCustomerPaid: text_,
    paymentMode: z.enum(PAYMENT_MODES),
    paymentRefId: text_,
    paymentDone: z.boolean(),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    loanRequired: z.boolean(),
    loanApproved: z.boolean(),
    loanAmount: text_,
    loanProvider: text_,
    loanRefId: text_,
    panNumber: text_,
    aadhaarNumber: text_,
    insuranceCompany: text_,
    insuranceFrom: seconds,
    insuranceTill: seconds,
    insuranceType: z.enum(INSURANCE_TYPES),
    fcValidTill: seconds,
    rtoStatus: z.string(),
    registrationNo: text_,
    chassisNo: text_,
    rtoTotalAmount: text_,
    address: text_,
    landmark: text_,
    city: text_,
    state: text_,
    country: text_,
    pincode: text_,
    estimateUrl: text_,
    remark: text_,
    franchiseId: text_,
    scuId: text_,
    active: z.boolean(),
  } satisfies Record<keyof BookingFields, z.ZodType>)
  .partial()

/** A booking as POST /booking/details answers it: the row, the form's values (rupees as text) and the derived totals. */
export const bookingDetails = bookingRow.extend({
  version: z.number().int(),
  form: bookingFormValues,
  /** Derived totals in paise (shared/api/booking-money.ts). */
  totals: z.object({
    price: z.number().int(),
    discount: z.number().int(),
    additionalDiscount: z.number().int(),
    taxBasisPoints: z.number().int(),
    billablePrice: z.number().int(),
    taxAmount: z.number().int(),
    billedAmount: z.number().int(),
    bookingFee: z.number().int(),
    bookingTotalAmount: z.number().int(),
    bookingCustomerPaid: z.number().int(),
    bookingBalance: z.number().int(),
    remainingAmount: z.number().int(),
    loanAmount: z.number().int(),
  }),
  /** Whether the Aadhaar number is shown masked (the viewer lacks the Booking edit button). */
  aadhaarMasked: z.boolean(),
  /** The kit fitting (shared/api/booking-kit.ts), null before it. */
  kitFitting: kitFitting.nullable(),
})
export type BookingDetails = z.infer<typeof bookingDetails>

export const bookingDetailsAnswer = z.object({ booking: bookingDetails })

/** The booking record calls, keyed by recordId: details, add (answers recordId), update, soft delete, restore. */
export const bookingRecordContract = recordContract({
  id: 'recordId',
  details: { path: '/booking/details', answer: bookingDetailsAnswer },
  create: { path: '/booking/add' },
  update: { path: '/booking/update', body: bookingUpdateForm },
  remove: { path: '/booking/delete' },
  restore: { path: '/booking/restore' },
  form: bookingForm,
})

/** The calls beside the record calls (under /api/admin). */
export const BOOKING_CALLS = {
  stages: '/booking/stages',
  rtoStatuses: '/booking/rto-statuses',
  rtoStatus: '/booking/rto-status',
  rtoSettlement: '/booking/rto-settlement',
  rc: '/booking/rc',
  logs: '/booking/logs',
  customer: '/booking/customer',
  vehicleModels: '/booking/vehicle-models',
  franchises: '/booking/franchises',
  centres: '/booking/centres',
} as const

/**
 * GET /booking/stages and GET /booking/rto-statuses: `{ result: [{ value, label }] }`, in order: the active values of the
 * Options screen's lists (issue 21) with their labels, or the built-in values (labelled by labelOfValue) without it.
 */
export const bookingOptionsAnswer = z.object({ result: z.array(z.object({ value: z.string(), label: z.string() })) })

/** POST /booking/rto-status (spec 001 section 7): recordId and rtoStatus. */
export const rtoStatusBody = z.object({
  recordId: z.guid({ error: 'Please select a booking' }),
  /** A value of the active RTO statuses (the 'bookingStatus' option list); the server checks it is one. */
  rtoStatus: requiredText(BM.rtoStatus, 20, BM.rtoStatus),
})

/** POST /booking/rto-settlement: an amount paid to the RTO (rupees); answers the new RTO figures. */
export const rtoSettlementBody = z.object({
  recordId: z.guid({ error: 'Please select a booking' }),
  amount: requiredRupees().refine((v) => rupeesToPaise(v)! > 0, BM.amount),
  paidOn: unix,
  remark: text(500),
})
export const rtoSettlementAnswer = z.object({
  rtoTotalAmount: z.number().int(),
  rtoAmountPaid: z.number().int(),
  rtoBalance: z.number().int(),
  rtoSettlementDone: z.boolean(),
})

/** POST /booking/rc: a dated RC step, only forward (delivered needs received). */
export const rcStepBody = z.object({
  recordId: z.guid({ error: 'Please select a booking' }),
  step: z.enum(['received', 'delivered'], { error: 'step must be received or delivered' }),
  date: unix,
})

/** POST /booking/customer: the customer (a user of type 'user') with exactly this mobile number. */
export const bookingCustomerBody = z.object({
  mobileNo: customerMobileNo,
})

/** The customer POST /booking/customer finds: the fields a booking's customer and address take from them. */
export const bookingCustomer = z.object({
  _id: z.string(),
  fname: z.string(),
  lname: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  landmark: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  pincode: z.string().nullable(),
})
export type BookingCustomer = z.infer<typeof bookingCustomer>

/** POST /booking/customer answers the customer or null, and `staff` when the number is a staff account's (not bookable). */
export const bookingCustomerAnswer = z.object({ customer: bookingCustomer.nullable(), staff: z.boolean() })

/**
 * GET /booking/franchises (active scp users): `{ result: [{ _id, name }] }`, by name; the shared named-options answer
 * (shared/api/lookups.ts). GET /booking/vehicle-models answers vehicleModelOptionsAnswer there (with the prices).
 */
export const bookingNamedAnswer = namedOptionsAnswer

/** GET /booking/centres: the active service centres, `{ result: [{ _id, title }] }`, by title. */
export const bookingCentresAnswer = z.object({ result: z.array(z.object({ _id: z.string(), title: z.string() })) })
