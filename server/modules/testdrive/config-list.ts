import { eq, or, sql } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { type TestDriveConfigRow, testDriveConfigTableContract } from '../../../shared/api/testdrive-config.table'
import { branches, serviceCentres } from '../../db/schema'
import type { Db } from '../../db/client'
import { defineList, unixSeconds } from '../../lib/list'
import { containsText } from '../../lib/list-query'
import { configScope, dayName } from './config-data'
import { testDriveConfigs as c, testDriveSlots } from './schema'

/** The left joins of a row: the branch and its service centre. */
export const configJoins = [
  { table: branches, on: eq(branches.id, c.branchId) },
  { table: serviceCentres, on: eq(serviceCentres.id, c.scuId) },
]

/** The operational slots of a configuration's week (those on its working days), and the places they offer a week. */
const weekSlots = sql`FROM ${testDriveSlots} WHERE ${testDriveSlots.configId} = ${c.id} AND ${testDriveSlots.removedAt} IS NULL AND NOT (${testDriveSlots.day} = ANY(${c.holidays}))`

/** The columns of a configuration row as the table, the export and the details call give them. */
export const configSelect = {
  id: c.id,
  title: c.title,
  branchId: c.branchId,
  branchName: sql<string | null>`${branches.name}`,
  scuId: c.scuId,
  centreTitle: sql<string | null>`${serviceCentres.title}`,
  city: c.city,
  state: c.state,
  contactPersonName: c.contactPersonName,
  contactEmail: c.contactEmail,
  officeNo: c.officeNo,
  mobileNo: c.mobileNo,
  slots: sql<number>`(SELECT count(*)::int ${weekSlots})`,
  places: sql<number>`(SELECT coalesce(sum(${testDriveSlots.capacity}), 0)::int ${weekSlots})`,
  holidays: c.holidays,
  active: c.active,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
}

type Selected = SelectResultFields<typeof configSelect>

/** A selected row → the row the client gets. */
export function configRowOf(r: Selected): TestDriveConfigRow {
  return {
    _id: r.id,
    title: r.title,
    branch: { _id: r.branchId, name: r.branchName ?? '' },
    serviceCentre: { _id: r.scuId, title: r.centreTitle ?? '' },
    city: r.city,
    state: r.state,
    contactPersonName: r.contactPersonName,
    contactEmail: r.contactEmail,
    officeNo: r.officeNo,
    mobileNo: r.mobileNo,
    slots: Number(r.slots),
    places: Number(r.places),
    holidays: [...r.holidays].sort((a, b) => a - b).map(dayName),
    active: r.active,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }
}

/** One configuration as a list row (the details call's row part), or null. */
export async function configRowById(db: Db, id: string): Promise<TestDriveConfigRow | null> {
  const [row] = await db
    .select(configSelect)
    .from(c)
    .leftJoin(configJoins[0]!.table, configJoins[0]!.on)
    .leftJoin(configJoins[1]!.table, configJoins[1]!.on)
    .where(eq(c.id, id))
    .limit(1)
  return row ? configRowOf(row as Selected) : null
}

/**
 * The slot configurations table (POST /testdrive-config/all) and its export (POST /testdrive-config/export):
 * - keyword: the title, the city or the branch's name contains it;
 * - filters: active, scuId (the branch's service centre);
 * - sort: createdAt (default, newest first), updatedAt, title;
 * - scope: an scc user (or worker) sees their centre's configurations (none without a centre); scp and admins all.
 */
export const testDriveConfigList = defineList({
  contract: testDriveConfigTableContract,
  entity: 'testDriveConfig',
  table: c,
  id: c.id,
  joins: configJoins,
  select: configSelect,
  toRow: configRowOf,
  search: (keyword) =>
    or(
      containsText(sql`${c.title}`, keyword),
      containsText(sql`coalesce(${c.city}, '')`, keyword),
      sql`${c.branchId} IN (SELECT ${branches.id} FROM ${branches} WHERE ${containsText(sql`${branches.name}`, keyword)})`,
    )!,
  sort: { createdAt: c.createdAt, updatedAt: c.updatedAt, title: c.title },
  generic: { active: c.active },
  filters: { scuId: (v) => eq(c.scuId, v) },
  scope: configScope,
})
