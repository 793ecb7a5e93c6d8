import { and, asc, eq, gt, gte, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  TEST_DRIVE_CONFIG_MESSAGES as M,
  testDriveConfigRecordContract,
  type TestDriveConfigForm,
} from '../../../shared/api/testdrive-config'
import { RC } from '../../../shared/response-codes'
import type { Tx } from '../../audit/transact'
import { branches } from '../../db/schema'
import { changesComment, type FieldChange } from '../../lib/changed-fields'
import { registerRecordRoutes, refuseWith, type RecordContext, type Refusal } from '../../lib/records'
import {
  type BookedAhead,
  type ConfigRecord,
  type StoredSlot,
  branchScope,
  configScope,
  formColumns,
  formValuesOf,
  planWeek,
  slotsOf,
  todayInIndia,
  weekText,
} from './config-data'
import { configRowById } from './config-list'
import { testDriveConfigs, testDriveSlotDays, testDriveSlots, testDrives } from './schema'

const refuse = (message: string, data?: Record<string, unknown>): Refusal => ({ code: RC.BAD_INPUT, message, ...(data ? { data } : {}) })
const seconds = (d: Date) => Math.floor(d.getTime() / 1000)
const slotColumns = {
  id: testDriveSlots.id,
  day: testDriveSlots.day,
  startMin: testDriveSlots.startMin,
  endMin: testDriveSlots.endMin,
  capacity: testDriveSlots.capacity,
}

/** The slots of a configuration's stored week. */
const storedSlots = (db: Pick<Tx, 'select'>, configId: string): Promise<StoredSlot[]> =>
  db
    .select(slotColumns)
    .from(testDriveSlots)
    .where(and(eq(testDriveSlots.configId, configId), isNull(testDriveSlots.removedAt)))
    .orderBy(asc(testDriveSlots.day), asc(testDriveSlots.startMin))

/**
 * The week of a configuration, locked for this transaction: first its slot-day rows ahead (a booking holds its row while
 * it adds a place), then its slots FOR UPDATE (a booking's new slot-day row or drive refers to its slot and waits), so
 * what is read next is every place booked ahead, and no booking adds one until the commit.
 */
async function lockedWeek(tx: Tx, configId: string, today: Date): Promise<StoredSlot[]> {
  const ofConfig = tx.select({ id: testDriveSlots.id }).from(testDriveSlots).where(eq(testDriveSlots.configId, configId))
  await tx
    .select({ slotId: testDriveSlotDays.slotId })
    .from(testDriveSlotDays)
    .where(and(inArray(testDriveSlotDays.slotId, ofConfig), gte(testDriveSlotDays.date, today)))
    .for('update')
  return tx
    .select(slotColumns)
    .from(testDriveSlots)
    .where(and(eq(testDriveSlots.configId, configId), isNull(testDriveSlots.removedAt)))
    .orderBy(asc(testDriveSlots.day), asc(testDriveSlots.startMin))
    .for('update')
}

/** The places booked ahead in these slots, by slot: the slot-day counts, or the booked and rescheduled drives if more. */
async function bookedAhead(tx: Tx, slotIds: string[], today: Date): Promise<BookedAhead> {
  const out = new Map<string, Map<number, number>>()
  if (slotIds.length === 0) return out as unknown as BookedAhead
  const add = (slotId: string, date: Date, booked: number) => {
    const dates = out.get(slotId) ?? out.set(slotId, new Map()).get(slotId)!
    dates.set(seconds(date), Math.max(dates.get(seconds(date)) ?? 0, Number(booked)))
  }
  const days = await tx
    .select({ slotId: testDriveSlotDays.slotId, date: testDriveSlotDays.date, booked: testDriveSlotDays.booked })
    .from(testDriveSlotDays)
    .where(and(inArray(testDriveSlotDays.slotId, slotIds), gte(testDriveSlotDays.date, today), gt(testDriveSlotDays.booked, 0)))
  for (const d of days) add(d.slotId, d.date, d.booked)
  const drives = await tx
    .select({ slotId: testDrives.slotId, date: testDrives.bookingDate, booked: sql<number>`count(*)::int` })
    .from(testDrives)
    .where(
      and(
        inArray(testDrives.slotId, slotIds),
        eq(testDrives.active, true),
        inArray(testDrives.status, ['booked', 'rescheduled']),
        gte(testDrives.bookingDate, today),
      ),
    )
    .groupBy(testDrives.slotId, testDrives.bookingDate)
  for (const d of drives) add(d.slotId, d.date, d.booked)
  return new Map([...out].map(([id, dates]) => [id, [...dates].map(([date, booked]) => ({ date, booked }))]))
}

/**
 * Saves a configuration's week in the write's transaction: a slot keeps its row (and id) while its day and start stay
 * (its end and capacity change in place, and the capacity of its days ahead with it); removed slots are deleted and new
 * ones inserted. Refused (refuseWith: nothing is written) when a removed or reduced slot, or every slot of a
 * configuration going inactive or to another branch, has drives ahead (110 with `slotsInUse`), or when a removed slot
 * has drives in the past (their records keep it). Answers the week before and after for the audit entry.
 */
async function saveWeek(tx: Tx, configId: string, form: TestDriveConfigForm, before: ConfigRecord | null, now: Date) {
  const today = todayInIndia(now)
  const next = slotsOf(form)
  const stored = before ? await lockedWeek(tx, configId, today) : []
  const release = !!before && (!form.active || form.branchId !== before.branchId)
  const plan = planWeek(
    stored,
    next,
    await bookedAhead(
      tx,
      stored.map((s) => s.id),
      today,
    ),
    release,
  )
  if (plan.inUse.length) refuseWith(refuse(M.slotsInUse, { slotsInUse: plan.inUse }))
  const removedIds = plan.removed.map((s) => s.id)
  if (removedIds.length) {
    // Nothing is booked ahead in them (plan.inUse): retired, so the drives of the past keep naming their slot.
    await tx.update(testDriveSlots).set({ removedAt: now }).where(inArray(testDriveSlots.id, removedIds))
  }
  for (const c of plan.changed) {
    await tx.update(testDriveSlots).set({ endMin: c.endMin, capacity: c.capacity }).where(eq(testDriveSlots.id, c.id))
    if (c.capacityChanged)
      await tx
        .update(testDriveSlotDays)
        .set({ capacity: c.capacity })
        .where(and(eq(testDriveSlotDays.slotId, c.id), gte(testDriveSlotDays.date, today)))
  }
  if (plan.added.length) await tx.insert(testDriveSlots).values(plan.added.map((s) => ({ ...s, configId, createdAt: now })))
  return { from: before ? weekText(stored) : null, to: weekText(next) }
}

/** The form's refusals beyond its schema: the branch must be an active one the actor may configure. */
async function refusalOf(form: TestDriveConfigForm, before: ConfigRecord | null, ctx: RecordContext): Promise<Refusal | undefined> {
  if (before && before.branchId === form.branchId) return undefined
  const [b] = await ctx.db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, form.branchId), eq(branches.active, true), branchScope(ctx.auth)))
    .limit(1)
  return b ? undefined : refuse(M.unknownBranch)
}

/** The service centre of a branch (copied to the configuration: the scope of scc users). */
async function centreOfBranch(ctx: RecordContext, branchId: string): Promise<string> {
  const [b] = await ctx.db.select({ scuId: branches.scuId }).from(branches).where(eq(branches.id, branchId)).limit(1)
  if (!b) throw new Error('testDriveConfig: branch gone after the checks')
  return b.scuId
}

/**
 * The configuration record calls (permission TestDriveConfig): details (view), add (add; answers recordId), update
 * (edit), soft delete (delete) and restore. A branch has one active configuration (114); an scc user (or worker)
 * reaches and configures only their centre's branches. The week is saved with the record (saveWeek); an update or a
 * delete that would drop drives booked ahead is refused with the slots they are in.
 */
export function testDriveConfigRecordRoutes(fastify: FastifyInstance): void {
  registerRecordRoutes(fastify, {
    contract: testDriveConfigRecordContract,
    screen: 'TestDriveConfig',
    entity: 'testDriveConfig',
    what: 'test drive configuration',
    idMessage: 'Please select a test drive configuration',
    tags: ['testdrive-config'],
    table: testDriveConfigs,
    id: testDriveConfigs.id,
    active: testDriveConfigs.active,
    scope: configScope,
    details: async (row: ConfigRecord, { db }) => {
      const listRow = (await configRowById(db, row.id))!
      return { config: { ...listRow, version: row.version, form: formValuesOf(row, await storedSlots(db, row.id)) } }
    },
    checkFirst: refusalOf,
    duplicate: (form, except) => {
      if (!form.active) return undefined
      const same = and(eq(testDriveConfigs.branchId, form.branchId), eq(testDriveConfigs.active, true))
      return except ? and(same, ne(testDriveConfigs.id, except)) : same
    },
    columns: async (form, ctx, before) =>
      formColumns(form, before && before.branchId === form.branchId ? before.scuId : await centreOfBranch(ctx, form.branchId)),
    createColumns: ({ auth }) => ({ createdById: auth.user.id }),
    afterWrite: async (tx, id, form, ctx, { before, changes }) => {
      const week = await saveWeek(tx, id, form, before, ctx.now)
      // The week is audited with the record's own fields (the kit writes this same changes object).
      if (JSON.stringify(week.from) !== JSON.stringify(week.to)) (changes as Record<string, FieldChange>).week = week
    },
    afterRemove: async (tx, row, ctx) => {
      const today = todayInIndia(ctx.now)
      const stored = await lockedWeek(tx, row.id, today)
      const plan = planWeek(
        stored,
        [],
        await bookedAhead(
          tx,
          stored.map((s) => s.id),
          today,
        ),
        true,
      )
      if (plan.inUse.length) refuseWith(refuse(M.slotsInUse, { slotsInUse: plan.inUse }))
    },
    comment: {
      created: (f) => `test drive configuration ${f.title} created`,
      deleted: (row) => `test drive configuration ${row.title} deleted`,
      updated: (changes, before) => `${before.title}: ${changesComment(changes)}`,
    },
  })
}
