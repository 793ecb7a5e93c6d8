import { eq, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { ServiceRequestDetails } from '../../../shared/api/servicereq'
import {
  type BillLine,
  type ServiceRequestRow,
  serviceRequestNo,
  serviceRequestNumberOf,
  serviceRequestTableContract,
} from '../../../shared/api/servicereq.table'
import type { Db } from '../../db/client'
import { branches, serviceCentres, users } from '../../db/schema'
import { defineList, unixSeconds } from '../../lib/list'
import { containsText, digitPrefix, phoneDigits } from '../../lib/list-query'
import { userFullName, userWhere } from '../../lib/user-search'
import { serviceRequestScope, type ServiceRequestRecord } from './data'
import { issuedParts } from './parts'
import { serviceRequests } from './schema'

const customer = alias(users, 'customer')
const technician = alias(users, 'technician')

/** The left joins of a row: the centre, the branch, the customer, the technician. */
const joins = [
  { table: serviceCentres, on: eq(serviceCentres.id, serviceRequests.scuId) },
  { table: branches, on: eq(branches.id, serviceRequests.branchId) },
  { table: customer, on: eq(customer.id, serviceRequests.customerId) },
  { table: technician, on: eq(technician.id, serviceRequests.assigneeId) },
]

/** A bill line in the contract's shape and key order (jsonb keeps its keys in its own order). */
const lineOf = (l: BillLine): BillLine => ({ description: l.description, amountPaise: l.amountPaise })

const sum = (column: typeof serviceRequests.estimate | typeof serviceRequests.bill) =>
  sql<number>`(select coalesce(sum((l->>'amountPaise')::bigint), 0)::bigint from jsonb_array_elements(${column}) l)`

/** The columns of a request row as the table, the export and the details call give them. */
const select = {
  id: serviceRequests.id,
  number: serviceRequests.number,
  customerId: serviceRequests.customerId,
  customerFname: sql<string | null>`${customer.fname}`,
  customerLname: sql<string | null>`${customer.lname}`,
  customerMobileNo: sql<string | null>`${customer.mobileNo}`,
  vehicleNo: serviceRequests.vehicleNo,
  scuId: serviceRequests.scuId,
  centreTitle: sql<string | null>`${serviceCentres.title}`,
  branchId: serviceRequests.branchId,
  branchName: sql<string | null>`${branches.name}`,
  requestedDay: serviceRequests.requestedDay,
  slot: serviceRequests.slot,
  services: serviceRequests.services,
  pickup: serviceRequests.pickup,
  pickupAddress: serviceRequests.pickupAddress,
  status: serviceRequests.status,
  assigneeId: serviceRequests.assigneeId,
  technicianFname: sql<string | null>`${technician.fname}`,
  technicianLname: sql<string | null>`${technician.lname}`,
  estimate: serviceRequests.estimate,
  bill: serviceRequests.bill,
  estimateTotal: sum(serviceRequests.estimate),
  billTotal: sum(serviceRequests.bill),
  remarks: serviceRequests.remarks,
  active: serviceRequests.active,
  createdAt: serviceRequests.createdAt,
  updatedAt: serviceRequests.updatedAt,
}

type Selected = SelectResultFields<typeof select>

/** A selected row → the row the client gets (days and times in Unix seconds, amounts in paise). */
function rowOf(r: Selected): ServiceRequestRow {
  return {
    _id: r.id,
    requestNo: serviceRequestNo(Number(r.number)),
    customer:
      r.customerFname !== null
        ? { _id: r.customerId, fname: r.customerFname, lname: r.customerLname, mobileNo: r.customerMobileNo ?? '' }
        : null,
    vehicleNo: r.vehicleNo,
    serviceCentre: { _id: r.scuId, title: r.centreTitle ?? '' },
    branch: r.branchId && r.branchName !== null ? { _id: r.branchId, name: r.branchName } : null,
    requestedDay: unixSeconds(r.requestedDay)!,
    slot: r.slot,
    services: r.services,
    pickup: r.pickup,
    pickupAddress: r.pickupAddress,
    status: r.status,
    technician:
      r.assigneeId && r.technicianFname !== null ? { _id: r.assigneeId, fname: r.technicianFname, lname: r.technicianLname } : null,
    estimate: r.estimate.map(lineOf),
    bill: r.bill.map(lineOf),
    estimateTotal: Number(r.estimateTotal),
    billTotal: Number(r.billTotal),
    remarks: r.remarks,
    active: r.active,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }
}

/** One request as a list row, or null. */
export async function serviceRequestRowById(db: Db, id: string): Promise<ServiceRequestRow | null> {
  let q = db.select(select).from(serviceRequests).$dynamic()
  for (const j of joins) q = q.leftJoin(j.table, j.on)
  const [row] = await q.where(eq(serviceRequests.id, id)).limit(1)
  return row ? rowOf(row as Selected) : null
}

/** The details answer of a stored request: its row, version and the parts issued to it (the stock ledger). */
export async function serviceRequestDetailsOf(db: Db, row: ServiceRequestRecord): Promise<{ serviceRequest: ServiceRequestDetails }> {
  return { serviceRequest: { ...(await serviceRequestRowById(db, row.id))!, version: row.version, parts: await issuedParts(db, row.id) } }
}

/**
 * The service requests table (POST /servicereq/all) and its export (POST /servicereq/export):
 * - keyword: the customer's name or the vehicle number contains it; a request number (SRQ-000123, or its digits)
 *   finds that request; digits also find customers' mobile numbers starting with them;
 * - filters: active, status ('all' for every one), scuId, startDate/endDate (the requested day);
 * - sort: createdAt (default, newest first), updatedAt, number, requestedDay;
 * - scope: a worker sees the requests assigned to them, an scc their centre's (serviceRequestScope).
 */
export const serviceRequestList = defineList({
  contract: serviceRequestTableContract,
  entity: 'servicereq',
  table: serviceRequests,
  id: serviceRequests.id,
  joins,
  select,
  toRow: rowOf,
  search: (keyword) => {
    const who = [containsText(userFullName, keyword)]
    const digits = phoneDigits(keyword)
    if (digits) who.push(digitPrefix(users.mobileNo, digits))
    const parts = [
      userWhere(serviceRequests.customerId, or(...who)!),
      containsText(sql`coalesce(${serviceRequests.vehicleNo}, '')`, keyword),
    ]
    const n = serviceRequestNumberOf(keyword)
    if (n !== null) parts.push(eq(serviceRequests.number, n))
    return or(...parts)!
  },
  sort: {
    createdAt: serviceRequests.createdAt,
    updatedAt: serviceRequests.updatedAt,
    number: serviceRequests.number,
    requestedDay: serviceRequests.requestedDay,
  },
  generic: { active: serviceRequests.active, status: serviceRequests.status, dates: serviceRequests.requestedDay },
  filters: {
    scuId: (v) => eq(serviceRequests.scuId, v),
  },
  scope: serviceRequestScope,
})
