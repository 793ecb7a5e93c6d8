import { eq, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { type TestDriveRow, testDriveTableContract } from '../../../shared/api/testdrive.table'
import type { Db } from '../../db/client'
import { branches, serviceCentres, users, vehicleMakes, vehicleModels } from '../../db/schema'
import { defineList, unixSeconds } from '../../lib/list'
import { containsText, digitPrefix, phoneDigits } from '../../lib/list-query'
import { driveScope, type TestDriveRecord } from './drive-data'
import { testDrives } from './schema'

const worker = alias(users, 'worker')

/** The left joins of a row: the branch, the service centre, the vehicle model and its make, the assigned worker. */
const driveJoins = [
  { table: branches, on: eq(branches.id, testDrives.branchId) },
  { table: serviceCentres, on: eq(serviceCentres.id, testDrives.scuId) },
  { table: vehicleModels, on: eq(vehicleModels.id, testDrives.vehicleModelId) },
  { table: vehicleMakes, on: eq(vehicleMakes.id, vehicleModels.makeId) },
  { table: worker, on: eq(worker.id, testDrives.workerId) },
]

/** The columns of a drive row as the table, the export and the details call give them. */
const driveSelect = {
  id: testDrives.id,
  slotNo: testDrives.slotNo,
  startAt: testDrives.startAt,
  endAt: testDrives.endAt,
  bookingDate: testDrives.bookingDate,
  rescheduleDate: testDrives.rescheduleDate,
  remarks: testDrives.remarks,
  status: testDrives.status,
  branchId: testDrives.branchId,
  branchName: sql<string | null>`${branches.name}`,
  scuId: testDrives.scuId,
  centreTitle: sql<string | null>`${serviceCentres.title}`,
  customerId: testDrives.customerId,
  customerFname: testDrives.customerFname,
  customerLname: testDrives.customerLname,
  customerMobileNo: testDrives.customerMobileNo,
  makeName: sql<string | null>`${vehicleMakes.name}`,
  modelName: sql<string | null>`${vehicleModels.name}`,
  workerId: testDrives.workerId,
  workerFname: sql<string | null>`${worker.fname}`,
  workerLname: sql<string | null>`${worker.lname}`,
  feedbackRating: testDrives.feedbackRating,
  feedbackText: testDrives.feedbackText,
  active: testDrives.active,
  createdAt: testDrives.createdAt,
  updatedAt: testDrives.updatedAt,
}

type Selected = SelectResultFields<typeof driveSelect>

/** A selected row → the row the client gets (days and times in Unix seconds). */
function driveRowOf(r: Selected): TestDriveRow {
  return {
    _id: r.id,
    slotNo: r.slotNo,
    startAt: r.startAt,
    endAt: r.endAt,
    bookingDate: unixSeconds(r.bookingDate)!,
    rescheduleDate: unixSeconds(r.rescheduleDate),
    remarks: r.remarks,
    status: r.status,
    branch: { _id: r.branchId, name: r.branchName ?? '' },
    serviceCentre: { _id: r.scuId, title: r.centreTitle ?? '' },
    customer: { _id: r.customerId, fname: r.customerFname, lname: r.customerLname, mobileNo: r.customerMobileNo },
    vehicleModel: r.modelName ? [r.makeName, r.modelName].filter(Boolean).join(' ') : null,
    worker: r.workerId && r.workerFname !== null ? { _id: r.workerId, fname: r.workerFname, lname: r.workerLname } : null,
    feedback: r.feedbackRating === null ? null : { rating: r.feedbackRating, text: r.feedbackText },
    active: r.active,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }
}

/** One drive as a list row (the details call's row part), or null. */
export async function driveRowById(db: Db, id: string): Promise<TestDriveRow | null> {
  let q = db.select(driveSelect).from(testDrives).$dynamic()
  for (const j of driveJoins) q = q.leftJoin(j.table, j.on)
  const [row] = await q.where(eq(testDrives.id, id)).limit(1)
  return row ? driveRowOf(row as Selected) : null
}

/** The details answer of a stored drive: its row, version, slot and vehicle model ids. */
export async function driveDetails(db: Db, row: TestDriveRecord) {
  const listRow = (await driveRowById(db, row.id))!
  return { testDrive: { ...listRow, version: row.version, slotId: row.slotId, vehicleModelId: row.vehicleModelId } }
}

/** The customer's name as the keyword searches it. */
const customerName = sql`(${testDrives.customerFname} || ' ' || coalesce(${testDrives.customerLname}, ''))`

/**
 * The test drives table (POST /testdrive/all) and its export (POST /testdrive/export):
 * - keyword: the customer's name contains it; digits also find customer mobile numbers starting with them;
 * - filters: active, status ('all' for every one), branchId, workerId, startDate/endDate (the booking day);
 * - sort: bookingDate (default, latest first), createdAt, updatedAt;
 * - scope: a worker sees the drives assigned to them, an scc their centre's, an scp the ones they booked (driveScope).
 */
export const testDriveList = defineList({
  contract: testDriveTableContract,
  entity: 'testDrive',
  table: testDrives,
  id: testDrives.id,
  joins: driveJoins,
  select: driveSelect,
  toRow: driveRowOf,
  search: (keyword) => {
    const text = containsText(customerName, keyword)
    const digits = phoneDigits(keyword)
    return digits ? or(digitPrefix(testDrives.customerMobileNo, digits), text)! : text
  },
  sort: {
    createdAt: testDrives.createdAt,
    updatedAt: testDrives.updatedAt,
    bookingDate: testDrives.bookingDate,
  },
  generic: { active: testDrives.active, status: testDrives.status, dates: testDrives.bookingDate },
  filters: {
    branchId: (v) => eq(testDrives.branchId, v),
    workerId: (v) => eq(testDrives.workerId, v),
  },
  scope: driveScope,
})
