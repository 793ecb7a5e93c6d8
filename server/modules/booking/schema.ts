import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import type { InsuranceType, PaymentMode, PaymentStatus } from '../../../shared/api/booking.table'
import { createdAt, id, updatedAt, version } from '../../db/columns'
import { serviceCentres, users } from '../../db/schema/core'
import { products } from '../../db/schema/inventory'
import { vehicleModels } from '../../db/schema/vehicles'

/** The bookings module's tables (issue 16): bookings and the payments made to the RTO for them. */

/** The running number of order ids (BK2611-000123): one sequence, never read-then-written. */
export const bookingOrderSeq = pgSequence('booking_order_seq', { startWith: 1 })

/** Money in paise: bigint read as a JS number (amounts stay far below 2^53). */
const paise = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0)
const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * The text the bookings list's keyword matches anywhere (ILIKE '%…%'): order id, customer name, registration, chassis
 * and kit numbers, separated by U+001F. bookings_search_trgm_idx is built on exactly this expression. Mobile numbers
 * are matched by prefix on bookings_mobile_idx.
 */
export const bookingSearchText = (t: Record<'orderId' | 'customerName' | 'registrationNo' | 'chassisNo' | 'kitNumber', AnyPgColumn>) =>
  sql`(${t.orderId} || E'\\x1f' || ${t.customerName} || E'\\x1f' || coalesce(${t.registrationNo}, '') || E'\\x1f' || coalesce(${t.chassisNo}, '') || E'\\x1f' || coalesce(${t.kitNumber}, ''))`

/**
 * Bookings (spec 002 section 3). Money is integer paise, the tax rate basis points; the derived totals are stored (so the
 * list sorts by them) and always computed by the server (shared/api/booking-money.ts). The customer is a user (type
 * 'user'); the booking keeps the name, mobile number and e-mail it was made with. Soft deleted (active false); a kit
 * number has at most one active booking (114). rtoBalance = rtoTotalAmount − rtoAmountPaid, held by a check. The
 * kit fitting (kit_fitted_at, set once by a conditional update) issues the kit and battery from the centre's stock.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    orderId: varchar('order_id', { length: 24 }).notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    customerFname: varchar('customer_fname', { length: 100 }).notNull(),
    customerLname: varchar('customer_lname', { length: 100 }),
    customerName: varchar('customer_name', { length: 201 }).notNull(),
    customerMobileNo: varchar('customer_mobile_no', { length: 10 }).notNull(),
    customerEmail: varchar('customer_email', { length: 200 }),
    vehicleModelId: uuid('vehicle_model_id').references(() => vehicleModels.id),
    franchiseId: uuid('franchise_id').references(() => users.id),
    scuId: uuid('scu_id').references(() => serviceCentres.id),
    kitSelected: boolean('kit_selected').notNull().default(true),
    batterySelected: boolean('battery_selected').notNull().default(true),
    kitNumber: varchar('kit_number', { length: 50 }),
    batteryNo: varchar('battery_no', { length: 50 }),
    bookingDate: at('booking_date').notNull(),
    expectedDelivery: at('expected_delivery'),
    // A value of the booking stages option list (issue 21): the built-in BookingStage values or one the Options screen added.
    status: varchar('status', { length: 12 }).notNull().default('booked'),
    // Money (paise) and the tax rate (basis points).
    price: paise('price'),
    discount: paise('discount'),
    additionalDiscount: paise('additional_discount'),
    taxBasisPoints: integer('tax_basis_points').notNull().default(0),
    billablePrice: paise('billable_price'),
    taxAmount: paise('tax_amount'),
    billedAmount: paise('billed_amount'),
    bookingFee: paise('booking_fee'),
    bookingTotalAmount: paise('booking_total_amount'),
    bookingCustomerPaid: paise('booking_customer_paid'),
    bookingBalance: paise('booking_balance'),
    remainingAmount: paise('remaining_amount'),
    // Payment.
    paymentMode: varchar('payment_mode', { length: 20 }).$type<PaymentMode>(),
    paymentRefId: varchar('payment_ref_id', { length: 100 }),
    paymentDone: boolean('payment_done').notNull().default(false),
    paymentStatus: varchar('payment_status', { length: 10 }).$type<PaymentStatus>(),
    // Loan.
    loanRequired: boolean('loan_required').notNull().default(false),
    loanApproved: boolean('loan_approved').notNull().default(false),
    loanAmount: paise('loan_amount'),
    loanProvider: varchar('loan_provider', { length: 100 }),
    loanRefId: varchar('loan_ref_id', { length: 100 }),
    panNumber: varchar('pan_number', { length: 10 }),
    aadhaarNumber: varchar('aadhaar_number', { length: 12 }),
    // Insurance.
    insuranceCompany: varchar('insurance_company', { length: 100 }),
    insuranceFrom: at('insurance_from'),
    insuranceTill: at('insurance_till'),
    insuranceType: varchar('insurance_type', { length: 20 }).$type<InsuranceType>(),
    fcValidTill: at('fc_valid_till'),
    // RTO.
    // A value of the bookingStatus option list (issue 21): a built-in RtoStatus or one the Options screen added.
    rtoStatus: varchar('rto_status', { length: 20 }).notNull().default('not_applied'),
    registrationNo: varchar('registration_no', { length: 20 }),
    chassisNo: varchar('chassis_no', { length: 30 }),
    rtoTotalAmount: paise('rto_total_amount'),
    rtoAmountPaid: paise('rto_amount_paid'),
    rtoBalance: paise('rto_balance'),
    rtoSettlementDone: boolean('rto_settlement_done').notNull().default(false),
    rcReceivedFromRto: at('rc_received_from_rto'),
    rcDeliveredToCustomer: at('rc_delivered_to_customer'),
    // Address.
    address: text('address'),
    landmark: varchar('landmark', { length: 200 }),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 100 }),
    country: varchar('country', { length: 100 }),
    pincode: varchar('pincode', { length: 6 }),
    // Other.
    estimateUrl: text('estimate_url'),
    remark: text('remark'),
    excelUploaded: boolean('excel_uploaded').notNull().default(false),
    // Kit fitting (issue 19, POST /booking/kit-fitting, once): when, by whom, at which centre, which products.
    kitFittedAt: at('kit_fitted_at'),
    kitFittedById: uuid('kit_fitted_by_id').references(() => users.id),
    kitFittedScuId: uuid('kit_fitted_scu_id').references(() => serviceCentres.id),
    kitProductId: uuid('kit_product_id').references(() => products.id),
    batteryProductId: uuid('battery_product_id').references(() => products.id),
    active: boolean('active').notNull().default(true),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_order_id_idx').on(t.orderId),
    // One active booking per kit number (114 'Duplicate Records').
    uniqueIndex('bookings_kit_active_idx')
      .on(t.kitNumber)
      .where(sql`${t.active} AND ${t.kitNumber} IS NOT NULL`),
    // The sort keys, each with the id as tie-breaker (pages and the export's keyset read the index in order).
    index('bookings_created_idx').on(t.createdAt, t.id),
    index('bookings_updated_idx').on(t.updatedAt, t.id),
    index('bookings_date_idx').on(t.bookingDate, t.id),
    index('bookings_customer_name_idx').on(t.customerName, t.id),
    index('bookings_total_idx').on(t.bookingTotalAmount, t.id),
    index('bookings_remaining_idx').on(t.remainingAmount, t.id),
    index('bookings_rto_balance_idx').on(t.rtoBalance, t.id),
    // Scope (SECURITY.md item 14) and lookups.
    index('bookings_franchise_idx').on(t.franchiseId),
    index('bookings_scu_idx').on(t.scuId),
    index('bookings_customer_idx').on(t.customerId),
    index('bookings_mobile_idx').on(t.customerMobileNo),
    index('bookings_search_trgm_idx').using('gin', sql`${bookingSearchText(t)} gin_trgm_ops`),
    // The dashboards (issue 22): active bookings by booking day with every column their counts read, so a year's
    // counts (and all time's) are an index-only scan (Drizzle has no INCLUDE: the extra columns are trailing keys).
    index('bookings_dashboard_idx')
      .on(
        t.bookingDate,
        t.status,
        t.scuId,
        t.franchiseId,
        t.bookingCustomerPaid,
        t.kitSelected,
        t.kitFittedAt,
        t.batterySelected,
        t.batteryProductId,
      )
      .where(sql`${t.active}`),
    check('bookings_money_check', sql`${t.price} >= 0 AND ${t.billablePrice} >= 0 AND ${t.remainingAmount} >= 0`),
    check(
      'bookings_rto_check',
      sql`${t.rtoAmountPaid} >= 0 AND ${t.rtoAmountPaid} <= ${t.rtoTotalAmount} AND ${t.rtoBalance} = ${t.rtoTotalAmount} - ${t.rtoAmountPaid}`,
    ),
    check('bookings_rc_check', sql`${t.rcDeliveredToCustomer} IS NULL OR ${t.rcReceivedFromRto} IS NOT NULL`),
    check(
      'bookings_kit_fitting_check',
      sql`${t.kitFittedAt} IS NULL OR (${t.kitFittedScuId} IS NOT NULL AND ${t.kitProductId} IS NOT NULL)`,
    ),
  ],
)

/** Payments made to the RTO for a booking (POST /booking/rto-settlement), each also in the booking's audit log. */
export const bookingRtoPayments = pgTable(
  'booking_rto_payments',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidOn: at('paid_on').notNull(),
    remark: text('remark'),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_rto_payments_booking_idx').on(t.bookingId, t.paidOn),
    check('booking_rto_payments_amount_check', sql`${t.amount} > 0`),
  ],
)
