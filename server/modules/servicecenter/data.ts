import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { BranchDetails, BranchForm, DeleteCheck, ServiceCenterForm } from '../../../shared/api/servicecenter'
import type { Tx } from '../../audit/transact'
import type { Db } from '../../db/client'
import { branches, serviceCentres, users } from '../../db/schema'
import type { RequestAuth } from '../../types'
import { tableExists } from '../../lib/table-exists'

/** What runs a raw statement: the database or a write's transaction. */
type Executor = { execute: (query: SQL) => Promise<unknown> }

/** What a stored centre row is. */
export type CentreRecord = typeof serviceCentres.$inferSelect
type BranchRecord = typeof branches.$inferSelect

/**
 * The centre an actor is limited to (SECURITY.md item 14): an scc user or worker their own (null: none without one), a
 * customer none; franchise partners (scp) and admins every centre (undefined).
 */
export function centreOf(auth: RequestAuth): string | null | undefined {
  const u = auth.user
  if (u.userType === 'scc' || u.userType === 'worker') return u.scuId ?? null
  if (u.userType === 'user') return null
  return undefined
}

/** The centres an actor reaches: see centreOf. */
export function centreScope(auth: RequestAuth): SQL | undefined {
  const centre = centreOf(auth)
  return centre === undefined ? undefined : centre === null ? sql`false` : eq(serviceCentres.id, centre)
}

/** The centre with this id within the actor's reach. */
export const reachableCentre = (id: string, auth: RequestAuth): SQL => and(eq(serviceCentres.id, id), centreScope(auth))!

/** The stored columns of a validated form (its branches are in `branches`: saveBranches). */
export function formColumns(f: ServiceCenterForm) {
  return {
    title: f.title,
    mobileNo: f.mobileNo,
    email: f.email,
    address: f.address,
    city: f.city ?? null,
    state: f.state ?? null,
    pin: f.pin ?? null,
    longitude: f.location.coordinates[0],
    latitude: f.location.coordinates[1],
    active: f.active,
  }
}

const locationOf = (r: { longitude: number | null; latitude: number | null }) =>
  r.longitude !== null && r.latitude !== null ? { coordinates: [r.longitude, r.latitude] as [number, number] } : undefined

/**
 * Whether a branch is referred to from elsewhere (staff, test drives and their configurations, bookings, tickets…):
 * every foreign key to branches(id), found in the catalogue, so a module added later counts without a change here.
 */
async function referencedBranches(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const refs = (await db.execute(sql`
    SELECT cl.relname AS "table", a.attname AS "column"
    FROM pg_constraint c
    JOIN pg_class cl ON cl.oid = c.conrelid
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND c.confrelid = 'branches'::regclass AND array_length(c.conkey, 1) = 1
  `)) as unknown as { rows: { table: string; column: string }[] }
  const found = new Set<string>()
  for (const r of refs.rows) {
    const hits = (await db.execute(
      sql`SELECT DISTINCT ${sql.identifier(r.column)}::text AS id FROM ${sql.identifier(r.table)} WHERE ${sql.identifier(r.column)} IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    )) as unknown as { rows: { id: string }[] }
    for (const h of hits.rows) found.add(h.id)
  }
  return found
}

/** The branches of a centre, by name, with whether records keep them from being removed. */
export async function branchesOf(db: Db, scuId: string): Promise<BranchDetails[]> {
  const rows = await db.select().from(branches).where(eq(branches.scuId, scuId)).orderBy(asc(branches.name), asc(branches.id))
  const inUse = await referencedBranches(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    ...(r.address ? { address: r.address } : {}),
    ...(locationOf(r) ? { location: locationOf(r) } : {}),
    active: r.active,
    inUse: inUse.has(r.id),
  }))
}

/** The form's values of a stored centre. */
export function formValuesOf(row: CentreRecord, list: BranchDetails[]) {
  return {
    title: row.title,
    mobileNo: row.mobileNo ?? '',
    email: row.email ?? '',
    address: row.address ?? '',
    ...(row.city ? { city: row.city } : {}),
    ...(row.state ? { state: row.state } : {}),
    ...(row.pin ? { pin: row.pin } : {}),
    ...(locationOf(row) ? { location: locationOf(row) } : {}),
    branches: list,
    active: row.active,
  }
}

export { locationOf }

const branchColumns = (b: BranchForm) => ({
  name: b.name,
  address: b.address ?? null,
  longitude: b.location?.coordinates[0] ?? null,
  latitude: b.location?.coordinates[1] ?? null,
  active: b.active,
})

const branchText = (b: Pick<BranchRecord, 'name' | 'active'>) => (b.active ? b.name : `${b.name} (inactive)`)

/** What a save did to the branches, for the audit entry. */
export interface BranchChanges {
  added: string[]
  changed: string[]
  removed: string[]
  deactivated: string[]
}

/** A refusal thrown inside the transaction: the branch ids of the form are not all the centre's. */
export class ForeignBranch extends Error {}

/**
 * Saves a centre's branches in its write's transaction: rows with an `_id` of the centre are updated, new rows
 * inserted, and stored branches left out of the form removed, or deactivated when staff or records refer to them (a
 * branch with drives, bookings or staff is kept, inactive). Throws ForeignBranch for an id not of this centre.
 */
export async function saveBranches(tx: Tx, scuId: string, form: ServiceCenterForm, now: Date): Promise<BranchChanges> {
  const stored = await tx.select().from(branches).where(eq(branches.scuId, scuId)).for('update')
  const byId = new Map(stored.map((b) => [b.id, b]))
  const out: BranchChanges = { added: [], changed: [], removed: [], deactivated: [] }
  const kept = new Set<string>()
  for (const b of form.branches) {
    if (!b._id) {
      await tx.insert(branches).values({ scuId, ...branchColumns(b), createdAt: now, updatedAt: now })
      out.added.push(b.name)
      continue
    }
    const before = byId.get(b._id)
    if (!before || kept.has(b._id)) throw new ForeignBranch()
    kept.add(b._id)
    const next = branchColumns(b)
    const same = (Object.keys(next) as (keyof typeof next)[]).every((k) => next[k] === before[k])
    if (same) continue
    await tx
      .update(branches)
      .set({ ...next, updatedAt: now })
      .where(eq(branches.id, b._id))
    out.changed.push(before.name === b.name ? branchText({ ...b }) : `${before.name} → ${branchText({ ...b })}`)
  }
  const gone = stored.filter((b) => !kept.has(b.id))
  const inUse = await referencedBranches(
    tx,
    gone.map((b) => b.id),
  )
  const deactivate = gone.filter((b) => inUse.has(b.id))
  const remove = gone.filter((b) => !inUse.has(b.id))
  if (deactivate.length) {
    await tx
      .update(branches)
      .set({ active: false, updatedAt: now })
      .where(
        inArray(
          branches.id,
          deactivate.map((b) => b.id),
        ),
      )
    out.deactivated.push(...deactivate.filter((b) => b.active).map((b) => b.name))
  }
  if (remove.length) {
    await tx.delete(branches).where(
      inArray(
        branches.id,
        remove.map((b) => b.id),
      ),
    )
    out.removed.push(...remove.map((b) => b.name))
  }
  return out
}

const hasColumns = async (db: Db, table: string, columns: string[]): Promise<boolean> => {
  const r = (await db.execute(
    sql`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${table} AND column_name IN (${sql.join(
      columns.map((c) => sql`${c}`),
      sql`, `,
    )})`,
  )) as unknown as { rows: { n: number }[] }
  return Number(r.rows[0]?.n ?? 0) === columns.length
}
const countOf = async (db: Db, query: SQL): Promise<number> => {
  const r = (await db.execute(query)) as unknown as { rows: { n: number }[] }
  return Number(r.rows[0]?.n ?? 0)
}

/**
 * What still depends on a centre (asked before its delete): its active staff (scc users and workers), the test drives
 * booked ahead, the bookings still open and, where this installation has tickets, the open ones. The other modules'
 * tables are read by name (modules do not import each other); one that does not exist counts nothing.
 */
export async function dependentsOf(db: Db, scuId: string, today: Date): Promise<DeleteCheck> {
  const [staff] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.scuId, scuId), eq(users.active, true), inArray(users.userType, ['scc', 'worker'])))
  const testDrives = (await tableExists(db, 'test_drives'))
    ? await countOf(
        db,
        sql`SELECT count(*)::int AS n FROM test_drives WHERE scu_id = ${scuId}::uuid AND active AND status IN ('booked', 'rescheduled') AND booking_date >= ${today.toISOString()}::timestamptz`,
      )
    : 0
  const bookings = (await tableExists(db, 'bookings'))
    ? await countOf(
        db,
        sql`SELECT count(*)::int AS n FROM bookings WHERE scu_id = ${scuId}::uuid AND active AND status IN ('booked', 'confirmed')`,
      )
    : 0
  // Tickets are counted when their table has a centre and a stage (built beside this module): the open ones are those
  // neither resolved nor cancelled (spec 002 section 4's stages).
  let tickets: number | null = null
  if ((await tableExists(db, 'tickets')) && (await hasColumns(db, 'tickets', ['scu_id', 'stage']))) {
    // A soft-deleted ticket (active false, where tickets have the flag) is not open.
    const live = (await hasColumns(db, 'tickets', ['active'])) ? sql` AND active` : sql``
    tickets = await countOf(
      db,
      sql`SELECT count(*)::int AS n FROM tickets WHERE scu_id = ${scuId}::uuid AND stage NOT IN ('resolved', 'cancelled')${live}`,
    )
  }
  return { staff: Number(staff?.n ?? 0), testDrives, bookings, tickets }
}
