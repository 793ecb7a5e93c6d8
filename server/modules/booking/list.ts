import { eq, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { type BookingRow, bookingTableContract } from '../../../shared/api/booking'
import { serviceCentres, users, vehicleMakes, vehicleModels } from '../../db/schema'
import type { Db } from '../../db/client'
import { defineList, unixSeconds } from '../../lib/list'
import { containsText, digitPrefix, phoneDigits } from '../../lib/list-query'
import { bookingScope } from './booking-data'
import { bookingSearchText, bookings } from './schema'

const franchise = alias(users, 'franchise')

/** The left joins of a row: the franchise partner, the service centre, the vehicle model and its make. */
export const bookingJoins = [
  { table: franchise, on: eq(franchise.id, bookings.franchiseId) },
  { table: serviceCentres, on: eq(serviceCentres.id, bookings.scuId) },
  { table: vehicleModels, on: eq(vehicleModels.id, bookings.vehicleModelId) },
  { table: vehicleMakes, on: eq(vehicleMakes.id, vehicleModels.makeId) },
]

/**
 * The CRM fields of the customer's lead (the lead with the booking's mobile number), as JSON text: its id, marketing sources,
 * call status, last call duration, the assignee and the latest follow-up. The leads table belongs to the CRM module,
 * which this module does not import: it is read by name (as server/lib/caller-lookup.ts does), one lookup on
 * leads_mobile_idx per row of the page.
 */
const leadOfCustomer = sql<string | null>`(
  select json_build_object(
    'i', l.id, 'm', l.marketing_type, 'c', l.call_status, 'd', l.last_duration, 'a', l.assigned_to_id, 'af', a.fname, 'al', a.lname,
    'f', (select json_build_object('n', trim(coalesce(u.fname, '') || ' ' || coalesce(u.lname, '')), 't', floor(extract(epoch from f.follow_up_date))::bigint)
      from lead_followups f left join users u on u.id = f.executive_id
      where f.lead_id = l.id order by f.follow_up_date desc, f.id desc limit 1)
  )::text
  from leads l left join users a on a.id = l.assigned_to_id
  where l.mobile_no = ${bookings.customerMobileNo}
  limit 1
)`

interface LeadFields {
  i: string
  m: string[] | null
  c: string | null
  d: number | null
  a: string | null
  af: string | null
  al: string | null
  f: { n: string; t: number } | null
}

/** The columns of a booking row as the table, the export and the details call give them. */
export const bookingSelect = {
  id: bookings.id,
  orderId: bookings.orderId,
  status: bookings.status,
  rtoStatus: bookings.rtoStatus,
  customerId: bookings.customerId,
  customerName: bookings.customerName,
  customerMobileNo: bookings.customerMobileNo,
  makeName: sql<string | null>`${vehicleMakes.name}`,
  modelName: sql<string | null>`${vehicleModels.name}`,
  kitNumber: bookings.kitNumber,
  batteryNo: bookings.batteryNo,
  bookingDate: bookings.bookingDate,
  expectedDelivery: bookings.expectedDelivery,
  bookingTotalAmount: bookings.bookingTotalAmount,
  bookingCustomerPaid: bookings.bookingCustomerPaid,
  remainingAmount: bookings.remainingAmount,
  paymentDone: bookings.paymentDone,
  loanRequired: bookings.loanRequired,
  loanApproved: bookings.loanApproved,
  registrationNo: bookings.registrationNo,
  chassisNo: bookings.chassisNo,
  rtoTotalAmount: bookings.rtoTotalAmount,
  rtoAmountPaid: bookings.rtoAmountPaid,
  rtoBalance: bookings.rtoBalance,
  rtoSettlementDone: bookings.rtoSettlementDone,
  rcReceivedFromRto: bookings.rcReceivedFromRto,
  rcDeliveredToCustomer: bookings.rcDeliveredToCustomer,
  fcValidTill: bookings.fcValidTill,
  insuranceTill: bookings.insuranceTill,
  estimateUrl: bookings.estimateUrl,
  lead: leadOfCustomer,
  franchiseId: bookings.franchiseId,
  franchiseFname: sql<string | null>`${franchise.fname}`,
  franchiseLname: sql<string | null>`${franchise.lname}`,
  centreTitle: sql<string | null>`${serviceCentres.title}`,
  excelUploaded: bookings.excelUploaded,
  kitFittedAt: bookings.kitFittedAt,
  active: bookings.active,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
}

type Selected = SelectResultFields<typeof bookingSelect>

function leadOf(text: string | null): LeadFields | null {
  if (!text) return null
  try {
    return JSON.parse(text) as LeadFields
  } catch {
    return null
  }
}

/** A selected row → the row the client gets (money in paise, dates in Unix seconds). */
export function bookingRowOf(r: Selected): BookingRow {
  const lead = leadOf(r.lead)
  return {
    _id: r.id,
    orderId: r.orderId,
    status: r.status,
    rtoStatus: r.rtoStatus,
    customerId: r.customerId,
    customerName: r.customerName,
    customerMobileNo: r.customerMobileNo,
    vehicleModel: r.modelName ? [r.makeName, r.modelName].filter(Boolean).join(' ') : null,
    kitNumber: r.kitNumber,
    batteryNo: r.batteryNo,
    bookingDate: unixSeconds(r.bookingDate)!,
    expectedDelivery: unixSeconds(r.expectedDelivery),
    bookingTotalAmount: r.bookingTotalAmount,
    bookingCustomerPaid: r.bookingCustomerPaid,
    remainingAmount: r.remainingAmount,
    paymentDone: r.paymentDone,
    loanRequired: r.loanRequired,
    loanApproved: r.loanApproved,
    registrationNo: r.registrationNo,
    chassisNo: r.chassisNo,
    rtoTotalAmount: r.rtoTotalAmount,
    rtoAmountPaid: r.rtoAmountPaid,
    rtoBalance: r.rtoBalance,
    rtoSettlementDone: r.rtoSettlementDone,
    rcReceivedFromRto: unixSeconds(r.rcReceivedFromRto),
    rcDeliveredToCustomer: unixSeconds(r.rcDeliveredToCustomer),
    fcValidTill: unixSeconds(r.fcValidTill),
    insuranceTill: unixSeconds(r.insuranceTill),
    estimateData: { estimateUrl: r.estimateUrl },
    marketingType: lead?.m ?? [],
    followups: lead?.f ? [{ assignedExecutiveName: lead.f.n, followUpDate: Number(lead.f.t) || 0 }] : [],
    assignedTo: lead?.a && lead.af !== null ? { _id: lead.a, fname: lead.af, lname: lead.al } : null,
    leadId: lead?.i ?? null,
    callStatus: lead?.c ?? null,
    lastDuration: lead?.d ?? null,
    franchise: r.franchiseId && r.franchiseFname !== null ? { _id: r.franchiseId, fname: r.franchiseFname, lname: r.franchiseLname } : null,
    serviceCentre: r.centreTitle,
    excelUploaded: r.excelUploaded,
    kitFittedAt: unixSeconds(r.kitFittedAt),
    active: r.active,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }
}

/** One booking as a list row (the details call's row part), or null. */
export async function bookingRowById(db: Db, id: string): Promise<BookingRow | null> {
  const [franchiseJoin, centreJoin, modelJoin, makeJoin] = bookingJoins
  const [row] = await db
    .select(bookingSelect)
    .from(bookings)
    .leftJoin(franchiseJoin!.table, franchiseJoin!.on)
    .leftJoin(centreJoin!.table, centreJoin!.on)
    .leftJoin(modelJoin!.table, modelJoin!.on)
    .leftJoin(makeJoin!.table, makeJoin!.on)
    .where(eq(bookings.id, id))
    .limit(1)
  return row ? bookingRowOf(row as Selected) : null
}

/**
 * The bookings table (POST /booking/all) and its export (POST /booking/export):
 * - keyword: order id, customer name, registration, chassis or kit number contain it (bookings_search_trgm_idx);
 *   digits also find customer mobile numbers starting with them;
 * - filters: active, status (stage; 'all' for every one), rtoStatus, paymentDone, loanRequired, franchiseId, scuId,
 *   startDate/endDate (the booking date);
 * - sort: createdAt (default, newest first), updatedAt, bookingDate, orderId, customerName, bookingTotalAmount,
 *   remainingAmount, rtoBalance;
 * - scope: an scp user sees their own bookings, an scc user (or worker) their centre's (bookingScope);
 * - rows carry the CRM fields of the customer's lead when one has the customer's mobile number.
 */
export const bookingList = defineList({
  contract: bookingTableContract,
  entity: 'booking',
  table: bookings,
  id: bookings.id,
  joins: bookingJoins,
  select: bookingSelect,
  toRow: bookingRowOf,
  search: (keyword) => {
    const text = containsText(bookingSearchText(bookings), keyword)
    const digits = phoneDigits(keyword)
    return digits ? or(digitPrefix(bookings.customerMobileNo, digits), text)! : text
  },
  sort: {
    createdAt: bookings.createdAt,
    updatedAt: bookings.updatedAt,
    bookingDate: bookings.bookingDate,
    orderId: bookings.orderId,
    customerName: bookings.customerName,
    bookingTotalAmount: bookings.bookingTotalAmount,
    remainingAmount: bookings.remainingAmount,
    rtoBalance: bookings.rtoBalance,
  },
  generic: { active: bookings.active, status: bookings.status, dates: bookings.bookingDate },
  filters: {
    rtoStatus: (v) => eq(bookings.rtoStatus, v),
    paymentDone: (v) => eq(bookings.paymentDone, v),
    loanRequired: (v) => eq(bookings.loanRequired, v),
    franchiseId: (v) => eq(bookings.franchiseId, v),
    scuId: (v) => eq(bookings.scuId, v),
  },
  scope: bookingScope,
})
