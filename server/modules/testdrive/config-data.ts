import { and, eq, sql, type SQL } from 'drizzle-orm'
import { minutesToSlotTime, slotMinutes, type TestDriveConfigDetails, type TestDriveConfigForm } from '../../../shared/api/testdrive-config'
import { WEEK_DAYS, type WeekDay } from '../../../shared/api/testdrive-config.table'
import { branches } from '../../db/schema'
import type { RequestAuth } from '../../types'
import { testDriveConfigs, type testDriveSlots } from './schema'

/** What a stored configuration row is. */
export type ConfigRecord = typeof testDriveConfigs.$inferSelect
/** A slot of a stored week. */
export type StoredSlot = Pick<typeof testDriveSlots.$inferSelect, 'id' | 'day' | 'startMin' | 'endMin' | 'capacity'>
/** A slot of a form's week, as stored (no id yet). */
export type SlotColumns = Omit<StoredSlot, 'id'>

/**
 * The centre an actor's configurations are limited to: an scc user or worker their own centre's (null: none without
 * one), a customer none; franchise partners (scp) and admins every centre's (undefined).
 */
function centreOf(auth: RequestAuth): string | null | undefined {
  const u = auth.user
  if (u.userType === 'scc' || u.userType === 'worker') return u.scuId ?? null
  if (u.userType === 'user') return null
  return undefined
}

/** The configurations an actor reaches (SECURITY.md item 14): by their centre (scu_id), see centreOf. */
export function configScope(auth: RequestAuth): SQL | undefined {
  const centre = centreOf(auth)
  return centre === undefined ? undefined : centre === null ? sql`false` : eq(testDriveConfigs.scuId, centre)
}

/** The branches an actor may configure (the same centres as configScope). */
export function branchScope(auth: RequestAuth): SQL | undefined {
  const centre = centreOf(auth)
  return centre === undefined ? undefined : centre === null ? sql`false` : eq(branches.scuId, centre)
}

/** The configuration with this id within the actor's reach. */
export const reachableConfig = (id: string, auth: RequestAuth): SQL => and(eq(testDriveConfigs.id, id), configScope(auth))!

/** 'monday' → 1; 1 → 'monday'. */
export const dayNumber = (day: WeekDay): number => WEEK_DAYS.indexOf(day)
export const dayName = (n: number): WeekDay => WEEK_DAYS[n] ?? 'sunday'

/** The week-off days of a form, as day numbers (0 = Sunday). */
export const holidaysOf = (f: TestDriveConfigForm): number[] => f.week.filter((d) => d.isHoliday).map((d) => dayNumber(d.day))

/** The stored columns of a validated form (its week is in test_drive_slots: slotsOf); scuId is the branch's centre. */
export function formColumns(f: TestDriveConfigForm, scuId: string) {
  return {
    branchId: f.branchId,
    scuId,
    title: f.title,
    icon: f.icon ?? null,
    instruction: f.instruction ?? null,
    address: f.address ?? null,
    mapLink: f.mapLink ?? null,
    city: f.city ?? null,
    state: f.state ?? null,
    country: f.country ?? null,
    latitude: f.latitude ?? null,
    longitude: f.longitude ?? null,
    contactPersonName: f.contactPersonName ?? null,
    contactEmail: f.contactEmail ?? null,
    officeNo: f.officeNo,
    mobileNo: f.mobileNo ?? null,
    holidays: holidaysOf(f),
    active: f.active,
  }
}

/** The slots of a form's working days, as stored rows (minutes after midnight; the limit is the capacity). */
export function slotsOf(f: TestDriveConfigForm): SlotColumns[] {
  return f.week.flatMap((d) =>
    d.isHoliday
      ? []
      : d.slots.map((s) => ({ day: dayNumber(d.day), startMin: slotMinutes(s.startAt), endMin: slotMinutes(s.endAt), capacity: s.limit })),
  )
}

/** The key a slot keeps its row (and id) by: its day and start. */
export const slotKey = (s: Pick<StoredSlot, 'day' | 'startMin'>) => `${s.day}:${s.startMin}`

/** A slot as the refusal and the audit name it: day and times. */
export const slotLabel = (s: Pick<StoredSlot, 'day' | 'startMin' | 'endMin'>) => ({
  day: dayName(s.day),
  startAt: minutesToSlotTime(s.startMin),
  endAt: minutesToSlotTime(s.endMin),
})

/** A week as the audit log keeps it: 'monday 10:00-12:00 ×4', in day and time order. */
export const weekText = (slots: readonly SlotColumns[]): string[] =>
  [...slots]
    .sort((a, b) => a.day - b.day || a.startMin - b.startMin)
    .map((s) => {
      const l = slotLabel(s)
      return `${l.day} ${l.startAt}-${l.endAt} ×${s.capacity}`
    })

const orUndefined = <T>(v: T | null) => v ?? undefined

/** The form's values of a stored configuration and its slots, as the dialog takes them. */
export function formValuesOf(r: ConfigRecord, slots: readonly StoredSlot[]): TestDriveConfigDetails['form'] {
  const holidays = new Set(r.holidays)
  return {
    branchId: r.branchId,
    title: r.title,
    icon: orUndefined(r.icon),
    instruction: orUndefined(r.instruction),
    address: orUndefined(r.address),
    mapLink: orUndefined(r.mapLink),
    city: orUndefined(r.city),
    state: orUndefined(r.state),
    country: orUndefined(r.country),
    latitude: orUndefined(r.latitude),
    longitude: orUndefined(r.longitude),
    contactPersonName: orUndefined(r.contactPersonName),
    contactEmail: orUndefined(r.contactEmail),
    officeNo: r.officeNo,
    mobileNo: orUndefined(r.mobileNo),
    week: WEEK_DAYS.map((day, n) => ({
      day,
      isHoliday: holidays.has(n),
      slots: holidays.has(n)
        ? []
        : slots
            .filter((s) => s.day === n)
            .sort((a, b) => a.startMin - b.startMin)
            .map((s) => ({ startAt: minutesToSlotTime(s.startMin), endAt: minutesToSlotTime(s.endMin), limit: s.capacity })),
    })),
    active: r.active,
  }
}

/** India's offset from UTC (no daylight saving): a drive's day is its midnight in India. */
const IST_OFFSET_MS = 330 * 60_000
const DAY_MS = 86_400_000

/** Midnight (India) of the day `now` falls on there: drives on or after it are ahead. */
export function todayInIndia(now: Date): Date {
  const local = now.getTime() + IST_OFFSET_MS
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - IST_OFFSET_MS)
}

/** Places booked ahead in a slot: its dates (Unix seconds) and how many on each. */
export type BookedAhead = ReadonlyMap<string, readonly { date: number; booked: number }[]>

/** What saving a week does to the stored one: the slots kept (new end or capacity), removed and added, and the refusal's list. */
export interface WeekPlan {
  changed: { id: string; endMin: number; capacity: number; capacityChanged: boolean }[]
  removed: StoredSlot[]
  added: SlotColumns[]
  inUse: { day: WeekDay; startAt: string; endAt: string; dates: { date: number; booked: number }[] }[]
}

/**
 * Matches a new week with the stored one: a slot keeps its row while its day and start stay. A removed slot with places
 * booked ahead, or a kept one whose capacity drops below the places booked on some day ahead, is in use. `release`
 * (the configuration goes inactive or to another branch) treats every stored slot with drives ahead as in use.
 */
export function planWeek(stored: readonly StoredSlot[], next: readonly SlotColumns[], ahead: BookedAhead, release: boolean): WeekPlan {
  const nextByKey = new Map(next.map((s) => [slotKey(s), s]))
  const storedKeys = new Set(stored.map(slotKey))
  const plan: WeekPlan = { changed: [], removed: [], added: next.filter((s) => !storedKeys.has(slotKey(s))), inUse: [] }
  for (const s of [...stored].sort((a, b) => a.day - b.day || a.startMin - b.startMin)) {
    const n = nextByKey.get(slotKey(s))
    const dates = ahead.get(s.id) ?? []
    const over = release || !n ? dates : dates.filter((d) => d.booked > n.capacity)
    if (over.length) plan.inUse.push({ ...slotLabel(s), dates: [...over].sort((a, b) => a.date - b.date) })
    if (!n) plan.removed.push(s)
    else if (n.endMin !== s.endMin || n.capacity !== s.capacity)
      plan.changed.push({ id: s.id, endMin: n.endMin, capacity: n.capacity, capacityChanged: n.capacity !== s.capacity })
  }
  return plan
}
