import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  TEST_DRIVE_CALLS,
  TEST_DRIVE_MESSAGES as M,
  TEST_DRIVE_MOVES,
  type TestDriveStatus,
  rescheduleBody,
  statusBody,
  testDriveRecordContract,
} from '../../../shared/api/testdrive'
import { versionField } from '../../../shared/api/versions'
import { RC } from '../../../shared/response-codes'
import type { AuditInTx, Tx } from '../../audit/transact'
import { envelope, ok, refuse } from '../../http'
import { refuseWith } from '../../lib/records'
import { editConflict, latestChange, nextVersion } from '../../lib/record-versions'
import { unixSeconds } from '../../lib/unix-seconds'
import { recordNotFound } from '../../lib/user-reach'
import type { RequestAuth } from '../../types'
import { givePlace, takePlace } from './capacity'
import { chooseSlot, isRefusal, placeColumns, reachableDrive, type TestDriveRecord } from './drive-data'
import { driveDetails } from './drive-list'
import { testDrives } from './schema'

const tags = ['testdrive']
const idBody = z.object({ recordId: z.guid({ error: 'Please select a test drive' }) })
const versionAnswer = envelope.extend({ version: z.number().int().optional() })
const name = (r: TestDriveRecord) => `${r.customerFname} ${r.customerLname ?? ''}`.trim()

/** The drive within reach, locked for the rest of the transaction, or null. */
async function locked(tx: Tx, recordId: string, auth: RequestAuth): Promise<TestDriveRecord | null> {
  const [row] = await tx.select().from(testDrives).where(reachableDrive(recordId, auth)).limit(1).for('update')
  return row ?? null
}

/**
 * Moves a drive's status (TEST_DRIVE_MOVES) in the caller's transaction: the row is locked, the move checked against
 * its status then, the status set with the next version, a cancel's place given back, the move audited. Answers the
 * row after the move, or why not: 'missing' (none within reach) or the status it has ('same' when already there).
 */
export async function moveTo(
  tx: Tx,
  audit: AuditInTx,
  q: { recordId: string; auth: RequestAuth; to: TestDriveStatus; now: Date },
): Promise<TestDriveRecord | 'missing' | 'same' | 'refused'> {
  const row = await locked(tx, q.recordId, q.auth)
  if (!row) return 'missing'
  if (!TEST_DRIVE_MOVES[row.status].includes(q.to)) return row.status === q.to ? 'same' : 'refused'
  const [next] = await tx
    .update(testDrives)
    .set({ status: q.to, updatedAt: q.now, version: nextVersion(testDrives.version) })
    .where(eq(testDrives.id, row.id))
    .returning()
  if (q.to === 'cancelled') await givePlace(tx, row.slotId, row.bookingDate)
  await audit({
    action: q.to === 'cancelled' ? 'cancel' : 'status',
    entity: 'testDrive',
    recordId: row.id,
    changes: { status: { from: row.status, to: q.to } },
    comment: `test drive of ${name(row)}: ${row.status} → ${q.to}`,
  })
  return next!
}

/**
 * The moves of a drive (permission TestDrive), each in one transaction with its audit row, scoped as the list (123
 * out of reach):
 * - DELETE /testdrive/delete (delete): cancels (status cancelled, the place given back; the row stays active so the
 *   table shows it); 'Record Already Deleted' when already cancelled, 110 move for a completed drive;
 * - POST /testdrive/restore (delete or edit) `{ recordId, version }`: undoes a cancel (the toast's Undo) when the drive
 *   is still cancelled at that version (else 409/125) and its slot has not started: back to booked (rescheduled if it
 *   was), taking a place again (110 slotFull when none is left);
 * - POST /testdrive/status (edit): completed, no_show or cancelled as TEST_DRIVE_MOVES allows, else 110 move;
 * - POST /testdrive/reschedule (edit): another day and slot of the branch's active configuration, checked as a
 *   booking is; the old place given back and the new one taken in one transaction (110 slotFull: nothing changes);
 *   records rescheduleDate and status rescheduled.
 */
export function registerMoveRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  const now = () => fastify.deps.clock.now()

  app.delete(
    testDriveRecordContract.remove!.path,
    {
      schema: {
        tags,
        summary: 'Cancel a test drive (its place is given back); answers its new version',
        body: idBody,
        response: { 200: versionAnswer },
      },
      config: { access: { screen: 'TestDrive', button: 'delete' } },
    },
    async (request, reply) => {
      const at = now()
      const done = await fastify.transact(request, (tx, audit) =>
        moveTo(tx, audit, { recordId: request.body.recordId, auth: request.auth!, to: 'cancelled', now: at }),
      )
      if (done === 'missing') return recordNotFound()
      if (done === 'same') return refuse(RC.BAD_INPUT, M.alreadyDeleted)
      if (done === 'refused') return refuse(RC.BAD_INPUT, M.move)
      return ok(reply, { version: done.version }, M.cancelled)
    },
  )

  app.post(
    testDriveRecordContract.restore!.path,
    {
      schema: {
        tags,
        summary: 'Undo the cancel of a test drive at the version it was cancelled at; takes its place again; 409/125 when it changed since',
        body: idBody.extend({ version: versionField }),
        response: { 200: versionAnswer },
      },
      config: { access: { screen: 'TestDrive', button: ['delete', 'edit'] } },
    },
    async (request, reply) => {
      const { recordId, version } = request.body
      const auth = request.auth!
      const at = now()
      const [stored] = await db.select().from(testDrives).where(reachableDrive(recordId, auth)).limit(1)
      if (!stored) return recordNotFound()
      const conflict = async (row: TestDriveRecord) =>
        editConflict({ ...(await driveDetails(db, row)), version: row.version }, await latestChange(db, 'testDrive', recordId))
      if (stored.status !== 'cancelled') return refuse(RC.BAD_INPUT, M.notDeleted)
      if (stored.version !== version) return conflict(stored)
      const day = unixSeconds(stored.bookingDate)!
      const choice = await chooseSlot(db, { branchId: stored.branchId, slotId: stored.slotId, day }, auth, at)
      if (isRefusal(choice)) refuseWith(choice)
      const back: TestDriveStatus = stored.rescheduleDate ? 'rescheduled' : 'booked'
      const next = await fastify.transact(request, async (tx, audit) => {
        const [row] = await tx
          .update(testDrives)
          .set({ status: back, updatedAt: at, version: nextVersion(testDrives.version) })
          .where(and(reachableDrive(recordId, auth), eq(testDrives.status, 'cancelled'), eq(testDrives.version, version)))
          .returning({ version: testDrives.version })
        if (!row) return null
        await takePlace(tx, stored.slotId, stored.bookingDate)
        await audit({
          action: 'restore',
          entity: 'testDrive',
          recordId,
          changes: { status: { from: 'cancelled', to: back } },
          comment: `test drive of ${name(stored)}: cancel undone`,
        })
        return row.version
      })
      if (next !== null) return ok(reply, { version: next }, M.restored)
      const [now2] = await db.select().from(testDrives).where(reachableDrive(recordId, auth)).limit(1)
      if (!now2) return recordNotFound()
      return now2.status === 'cancelled' ? conflict(now2) : refuse(RC.BAD_INPUT, M.notDeleted)
    },
  )

  app.post(
    TEST_DRIVE_CALLS.status,
    {
      schema: {
        tags,
        summary: 'Complete a test drive, mark it a no-show or cancel it (cancelling gives its place back); 110 for a move not allowed',
        body: statusBody,
        response: { 200: versionAnswer },
      },
      config: { access: { screen: 'TestDrive', button: 'edit' } },
    },
    async (request, reply) => {
      const { recordId, status } = request.body
      const at = now()
      const done = await fastify.transact(request, (tx, audit) => moveTo(tx, audit, { recordId, auth: request.auth!, to: status, now: at }))
      if (done === 'missing') return recordNotFound()
      if (typeof done === 'string') return refuse(RC.BAD_INPUT, M.move)
      return ok(reply, { version: done.version }, status === 'cancelled' ? M.cancelled : M.statusChanged)
    },
  )

  app.post(
    TEST_DRIVE_CALLS.reschedule,
    {
      schema: {
        tags,
        summary: 'Move a test drive to another day and slot of its branch: the old place given back, the new one taken (110 slotFull)',
        body: rescheduleBody,
        response: { 200: versionAnswer },
      },
      config: { access: { screen: 'TestDrive', button: 'edit' } },
    },
    async (request, reply) => {
      const { recordId, bookingDate, slotId } = request.body
      const auth = request.auth!
      const at = now()
      const [stored] = await db.select().from(testDrives).where(reachableDrive(recordId, auth)).limit(1)
      if (!stored) return recordNotFound()
      if (!TEST_DRIVE_MOVES[stored.status].includes('rescheduled')) return refuse(RC.BAD_INPUT, M.move)
      const choice = await chooseSlot(db, { branchId: stored.branchId, slotId, day: bookingDate }, auth, at)
      if (isRefusal(choice)) refuseWith(choice)
      const next = await fastify.transact(request, async (tx, audit) => {
        const row = await locked(tx, recordId, auth)
        if (!row) return null
        if (!TEST_DRIVE_MOVES[row.status].includes('rescheduled')) refuse(RC.BAD_INPUT, M.move)
        // The two slot-day rows are locked in one order (slot, then day) so that crossing moves cannot deadlock; the
        // same slot and day gives its place back first.
        const from = `${row.slotId} ${row.bookingDate.toISOString()}`
        const to = `${choice.slotId} ${choice.bookingDate.toISOString()}`
        if (from <= to) {
          await givePlace(tx, row.slotId, row.bookingDate)
          await takePlace(tx, choice.slotId, choice.bookingDate)
        } else {
          await takePlace(tx, choice.slotId, choice.bookingDate)
          await givePlace(tx, row.slotId, row.bookingDate)
        }
        const columns = { ...placeColumns(choice), rescheduleDate: at, status: 'rescheduled' as const }
        const [moved] = await tx
          .update(testDrives)
          .set({ ...columns, updatedAt: at, version: nextVersion(testDrives.version) })
          .where(eq(testDrives.id, row.id))
          .returning({ version: testDrives.version })
        await audit({
          action: 'reschedule',
          entity: 'testDrive',
          recordId,
          changes: {
            status: { from: row.status, to: 'rescheduled' },
            bookingDate: { from: row.bookingDate.toISOString(), to: choice.bookingDate.toISOString() },
            slotId: { from: row.slotId, to: choice.slotId },
            startAt: { from: row.startAt, to: choice.startAt },
          },
          comment: `test drive of ${name(row)} rescheduled`,
        })
        return moved!.version
      })
      if (next === null) return recordNotFound()
      return ok(reply, { version: next }, M.rescheduled)
    },
  )
}
