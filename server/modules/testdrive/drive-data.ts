import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import { minutesToSlotTime } from '../../../shared/api/testdrive-config'
import { TEST_DRIVE_MESSAGES as M } from '../../../shared/api/testdrive'
import { RC } from '../../../shared/response-codes'
import type { Tx } from '../../audit/transact'
import type { Db } from '../../db/client'
import type { Refusal } from '../../lib/record-types'
import type { RequestAuth } from '../../types'
import { testDriveConfigs, testDriveSlots, testDrives } from './schema'

/** What a stored drive row is. */
export type TestDriveRecord = typeof testDrives.$inferSelect

/**
 * The drives an actor reaches (SECURITY.md item 14): a worker only those assigned to them (worker_id), a service centre
 * user (scc) their centre's (scu_id; without a centre, none), a franchise partner (scp) the ones they booked
 * (franchise_id); admins every drive; customers (type user) none.
 */
export function driveScope(auth: RequestAuth): SQL | undefined {
  const u = auth.user
  if (u.userType === 'worker') return eq(testDrives.workerId, u.id)
  if (u.userType === 'scc') return u.scuId ? eq(testDrives.scuId, u.scuId) : sql`false`
  if (u.userType === 'scp') return eq(testDrives.franchiseId, u.id)
  if (u.userType === 'user') return sql`false`
  return undefined
}

/** The drive with this id within the actor's reach. */
export const reachableDrive = (id: string, auth: RequestAuth): SQL => and(eq(testDrives.id, id), driveScope(auth))!

/**
 * The configurations (so the branches) an actor may book drives at: an scc or a worker only their centre's, a
 * franchise partner and admins every branch's, customers none.
 */
export function configScope(auth: RequestAuth): SQL | undefined {
  const u = auth.user
  if (u.userType === 'scc' || u.userType === 'worker') return u.scuId ? eq(testDriveConfigs.scuId, u.scuId) : sql`false`
  if (u.userType === 'user') return sql`false`
  return undefined
}

/** India's offset from UTC (no daylight saving): days are Unix seconds of midnight there. */
export const IST_SECONDS = 330 * 60
export const DAY_SECONDS = 86_400

/** The India day (Unix seconds of its midnight) that holds the instant `seconds`. */
export const dayOf = (seconds: number): number => Math.floor((seconds + IST_SECONDS) / DAY_SECONDS) * DAY_SECONDS - IST_SECONDS

/** Today in India, from the clock. */
export const todayInIndia = (now: Date): number => dayOf(Math.floor(now.getTime() / 1000))

/** The day of the week (0 Sunday … 6 Saturday) of an India day. */
export const weekDayOf = (day: number): number => new Date((dayOf(day) + IST_SECONDS) * 1000).getUTCDay()

/** A day as the timestamp columns store it. */
export const dateOfDay = (day: number): Date => new Date(dayOf(day) * 1000)

/** Whether a slot starting `startMin` minutes after the midnight of `day` has started at `now`. */
export const slotStarted = (day: number, startMin: number, now: Date): boolean => (dayOf(day) + startMin * 60) * 1000 <= now.getTime()

/**
 * The slot's number in its day: 1 for the earliest start of its configuration's day. Written out in full: drizzle leaves
 * a single table's columns unqualified, which inside the subquery would name its own row (the outer query reads
 * test_drive_slots unaliased).
 */
export const slotNoOf = sql<number>`(
  select count(*)::int from test_drive_slots o
  where o.config_id = test_drive_slots.config_id and o.day = test_drive_slots.day and o.start_min <= test_drive_slots.start_min
    and o.removed_at is null
)`

/** A slot of a branch's active configuration on a day, checked: where a drive goes. */
export interface SlotChoice {
  configId: string
  branchId: string
  scuId: string
  slotId: string
  slotNo: number
  startAt: string
  endAt: string
  bookingDate: Date
}

const refuse = (message: string): Refusal => ({ code: RC.BAD_INPUT, message })

/** The active configuration of a branch within the actor's reach (id, centre, week-off days), or null. */
export async function activeConfig(db: Db | Tx, branchId: string, auth: RequestAuth) {
  const [c] = await db
    .select({ id: testDriveConfigs.id, scuId: testDriveConfigs.scuId, holidays: testDriveConfigs.holidays })
    .from(testDriveConfigs)
    .where(and(eq(testDriveConfigs.branchId, branchId), eq(testDriveConfigs.active, true), configScope(auth)))
    .limit(1)
  return c ?? null
}

/**
 * Checks that a slot may be booked for a day: the branch has an active configuration in the actor's reach (else
 * noConfig), the day is not one of its week-off days (holiday), the slot is one of that configuration's on that
 * day of the week (slotGone), and it has not started yet (pastSlot). Answers the slot as a drive stores it, or why not.
 */
export async function chooseSlot(
  db: Db,
  q: { branchId: string; slotId: string; day: number },
  auth: RequestAuth,
  now: Date,
): Promise<SlotChoice | Refusal> {
  const config = await activeConfig(db, q.branchId, auth)
  if (!config) return refuse(M.noConfig)
  const weekDay = weekDayOf(q.day)
  if (config.holidays.includes(weekDay)) return refuse(M.holiday)
  const [slot] = await db
    .select({
      id: testDriveSlots.id,
      day: testDriveSlots.day,
      startMin: testDriveSlots.startMin,
      endMin: testDriveSlots.endMin,
      slotNo: slotNoOf,
    })
    .from(testDriveSlots)
    .where(and(eq(testDriveSlots.id, q.slotId), eq(testDriveSlots.configId, config.id), isNull(testDriveSlots.removedAt)))
    .limit(1)
  if (!slot || slot.day !== weekDay) return refuse(M.slotGone)
  if (slotStarted(q.day, slot.startMin, now)) return refuse(M.pastSlot)
  return {
    configId: config.id,
    branchId: q.branchId,
    scuId: config.scuId,
    slotId: slot.id,
    slotNo: Number(slot.slotNo),
    startAt: minutesToSlotTime(slot.startMin),
    endAt: minutesToSlotTime(slot.endMin),
    bookingDate: dateOfDay(q.day),
  }
}

export const isRefusal = (v: SlotChoice | Refusal): v is Refusal => 'code' in v

/** The columns of a drive that say where it is (a new booking's, or a reschedule's). */
export const placeColumns = (c: SlotChoice) => ({
  configId: c.configId,
  slotId: c.slotId,
  slotNo: c.slotNo,
  startAt: c.startAt,
  endAt: c.endAt,
  bookingDate: c.bookingDate,
})

/**
 * The slots of a configuration on a day of the week with the places taken that day (none for a week-off day),
 * ordered by start: what POST /testdrive/slots filters.
 */
export async function slotsOfDay(db: Db, configId: string, day: number) {
  return db
    .select({
      slotId: testDriveSlots.id,
      slotNo: slotNoOf,
      startMin: testDriveSlots.startMin,
      endMin: testDriveSlots.endMin,
      limit: testDriveSlots.capacity,
      booked: sql<number>`coalesce((select d.booked from test_drive_slot_days d where d.slot_id = ${testDriveSlots.id} and d.date = ${dateOfDay(day).toISOString()}::timestamptz), 0)::int`,
    })
    .from(testDriveSlots)
    .where(and(eq(testDriveSlots.configId, configId), eq(testDriveSlots.day, weekDayOf(day)), isNull(testDriveSlots.removedAt)))
    .orderBy(asc(testDriveSlots.startMin))
}

/** The statuses that hold a place in their slot (cancelled drives gave theirs back). */
export const HOLDS_PLACE = ['booked', 'rescheduled', 'completed', 'no_show'] as const
