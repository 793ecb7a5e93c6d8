import { eq, or, sql } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { type ServiceCenterRow, serviceCenterTableContract } from '../../../shared/api/servicecenter.table'
import type { Db } from '../../db/client'
import { branches, serviceCentres as c, users } from '../../db/schema'
import { defineList, unixSeconds } from '../../lib/list'
import { containsText } from '../../lib/list-query'
import { centreScope, locationOf } from './data'

/**
 * The centre's id, named with its table: Drizzle leaves the table out of a column of a query without joins, and the
 * subqueries below read it from inside another table's scope.
 */
const centreId = sql`${sql.identifier('service_centres')}.${sql.identifier('id')}`

/** The columns of a centre row as the table, the export and the details call give them. */
export const centreSelect = {
  id: c.id,
  title: c.title,
  mobileNo: c.mobileNo,
  email: c.email,
  address: c.address,
  city: c.city,
  state: c.state,
  pin: c.pin,
  longitude: c.longitude,
  latitude: c.latitude,
  branchNames: sql<
    string[] | null
  >`(SELECT array_agg(${branches.name} ORDER BY ${branches.name}) FROM ${branches} WHERE ${branches.scuId} = ${centreId} AND ${branches.active})`,
  staff: sql<number>`(SELECT count(*)::int FROM ${users} WHERE ${users.scuId} = ${centreId} AND ${users.active} AND ${users.userType} IN ('scc', 'worker'))`,
  active: c.active,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
}

type Selected = SelectResultFields<typeof centreSelect>

/** A selected row → the row the client gets. */
export function centreRowOf(r: Selected): ServiceCenterRow {
  return {
    _id: r.id,
    title: r.title,
    mobileNo: r.mobileNo,
    email: r.email,
    address: r.address,
    city: r.city,
    state: r.state,
    pin: r.pin,
    location: locationOf(r) ?? null,
    branchNames: r.branchNames ?? [],
    staff: Number(r.staff),
    active: r.active,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }
}

/** One centre as a list row (the details call's row part), or null. */
export async function centreRowById(db: Db, id: string): Promise<ServiceCenterRow | null> {
  const [row] = await db.select(centreSelect).from(c).where(eq(c.id, id)).limit(1)
  return row ? centreRowOf(row as Selected) : null
}

/**
 * The service centres table (POST /servicecenter/all) and its export (POST /servicecenter/export):
 * - keyword: the title, the city, the address or a branch's name contains it;
 * - filters: active;
 * - sort: createdAt (default, newest first), updatedAt, title;
 * - scope: an scc user (or worker) sees their own centre only (none without one); scp and admins all.
 */
export const serviceCenterList = defineList({
  contract: serviceCenterTableContract,
  entity: 'serviceCenter',
  table: c,
  id: c.id,
  select: centreSelect,
  toRow: centreRowOf,
  search: (keyword) =>
    or(
      containsText(sql`${c.title}`, keyword),
      containsText(sql`coalesce(${c.city}, '')`, keyword),
      containsText(sql`coalesce(${c.address}, '')`, keyword),
      sql`${centreId} IN (SELECT ${branches.scuId} FROM ${branches} WHERE ${containsText(sql`${branches.name}`, keyword)})`,
    )!,
  sort: { createdAt: c.createdAt, updatedAt: c.updatedAt, title: c.title },
  generic: { active: c.active },
  scope: centreScope,
})
