import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  TEST_DRIVE_CALLS,
  TEST_DRIVE_MESSAGES as M,
  assignBody,
  availableSlotsAnswer,
  availableSlotsBody,
  feedbackBody,
  testDriveBranchesAnswer,
  testDriveVehicleModelsAnswer,
  workersAnswer,
  workersBody,
} from '../../../shared/api/testdrive'
import { minutesToSlotTime } from '../../../shared/api/testdrive-config'
import { userLogRow } from '../../../shared/api/users'
import { RC } from '../../../shared/response-codes'
import { recordLogs } from '../../audit/audit'
import { branches, users } from '../../db/schema'
import { envelope, ok, refuse } from '../../http'
import { vehicleModelOptions } from '../../lib/pick-lists'
import { nextVersion } from '../../lib/record-versions'
import { recordNotFound } from '../../lib/user-reach'
import type { RequestAuth } from '../../types'
import {
  activeConfig,
  configScope,
  dayOf,
  driveScope,
  reachableDrive,
  slotsOfDay,
  slotStarted,
  todayInIndia,
  weekDayOf,
} from './drive-data'
import { testDriveConfigs, testDrives } from './schema'

const tags = ['testdrive']
const idBody = z.object({ recordId: z.guid({ error: 'Please select a test drive' }) })
const versionAnswer = envelope.extend({ version: z.number().int().optional() })

/**
 * The drives of these ids within the actor's reach (their centre and worker), or null when one is missing or out of
 * reach (123).
 */
async function drivesOf(fastify: FastifyInstance, ids: readonly string[], auth: RequestAuth) {
  const unique = [...new Set(ids)]
  const rows = await fastify.db
    .select({ id: testDrives.id, scuId: testDrives.scuId, workerId: testDrives.workerId })
    .from(testDrives)
    .where(and(inArray(testDrives.id, unique), driveScope(auth)))
  return rows.length === unique.length ? rows : null
}

/**
 * The calls of the drives beside the records and the moves (permission TestDrive), scoped as the list:
 * - POST /testdrive/slots (add or edit) `{ branchId, date }`: the slots of the branch's active configuration on that day
 *   with places left, ordered by start; none on a week-off day or a past day, none already started today; 110 noConfig;
 * - POST /testdrive/assign (assign) `{ recordIds, workerId }`: the worker must be an active worker of every drive's
 *   centre (110 workerNotOfCentre); one conditional update, one audit row per drive whose worker changed;
 * - POST /testdrive/workers (assign) `{ recordIds }`: the active workers of the drives' centre (none when they span several);
 * - POST /testdrive/feedback (edit): once (110 feedbackGiven), after completion (110 feedbackNotCompleted), one
 *   conditional update;
 * - POST /testdrive/logs (logs): the audit rows of a drive, newest first;
 * - GET /testdrive/branches (add, edit or view): the branches with an active configuration the actor may book at;
 * - GET /testdrive/vehicle-models (add, edit or view): the vehicle models a drive can take, as 'Make Model', by name
 *   (server/lib/pick-lists.ts, the same list as the booking form's).
 */
export function testDriveActionRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  const now = () => fastify.deps.clock.now()

  app.post(
    TEST_DRIVE_CALLS.slots,
    {
      schema: {
        tags,
        summary: 'The slots of a branch on a day that still have places (week-off days, past days and started slots left out)',
        body: availableSlotsBody,
        response: { 200: envelope.extend(availableSlotsAnswer.shape) },
      },
      config: { access: { screen: 'TestDrive', button: ['add', 'edit'] } },
    },
    async (request, reply) => {
      const { branchId, date } = request.body
      const at = now()
      const config = await activeConfig(db, branchId, request.auth!)
      if (!config) return refuse(RC.BAD_INPUT, M.noConfig)
      const day = dayOf(date)
      if (day < todayInIndia(at) || config.holidays.includes(weekDayOf(day))) return ok(reply, { result: [] })
      const slots = await slotsOfDay(db, config.id, day)
      const result = slots
        .filter((s) => s.booked < s.limit && !slotStarted(day, s.startMin, at))
        .map((s) => ({
          slotId: s.slotId,
          slotNo: Number(s.slotNo),
          startAt: minutesToSlotTime(s.startMin),
          endAt: minutesToSlotTime(s.endMin),
          limit: s.limit,
          booked: s.booked,
          left: s.limit - s.booked,
        }))
      return ok(reply, { result })
    },
  )

  app.post(
    TEST_DRIVE_CALLS.assign,
    {
      schema: {
        tags,
        summary: 'Assign a worker of the drives’ service centre to one or more test drives',
        body: assignBody,
        response: { 200: envelope.extend({ assigned: z.number().int().optional() }) },
      },
      config: { access: { screen: 'TestDrive', button: 'assign' } },
    },
    async (request, reply) => {
      const { recordIds, workerId } = request.body
      const auth = request.auth!
      const drives = await drivesOf(fastify, recordIds, auth)
      if (!drives) return recordNotFound()
      const [worker] = await db
        .select({ id: users.id, scuId: users.scuId, fname: users.fname, lname: users.lname })
        .from(users)
        .where(and(eq(users.id, workerId), eq(users.userType, 'worker'), eq(users.active, true)))
      if (!worker?.scuId || drives.some((d) => d.scuId !== worker.scuId)) return refuse(RC.BAD_INPUT, M.workerNotOfCentre)
      const at = now()
      const assigned = await fastify.transact(request, async (tx, audit) => {
        // One statement decides: only drives still of the worker's centre and within reach, whose worker changes.
        const rows = await tx
          .update(testDrives)
          .set({ workerId, updatedAt: at, version: nextVersion(testDrives.version) })
          .where(
            and(
              inArray(
                testDrives.id,
                drives.map((d) => d.id),
              ),
              eq(testDrives.scuId, worker.scuId!),
              or(isNull(testDrives.workerId), ne(testDrives.workerId, workerId)),
              driveScope(auth),
            ),
          )
          .returning({ id: testDrives.id })
        const before = new Map(drives.map((d) => [d.id, d.workerId]))
        for (const r of rows) {
          await audit({
            action: 'assign',
            entity: 'testDrive',
            recordId: r.id,
            changes: { workerId: { from: before.get(r.id) ?? null, to: workerId } },
            comment: `test drive assigned to ${[worker.fname, worker.lname].filter(Boolean).join(' ')}`,
          })
        }
        return rows.length
      })
      return ok(reply, { assigned }, M.assigned)
    },
  )

  app.post(
    TEST_DRIVE_CALLS.workers,
    {
      schema: {
        tags,
        summary: 'The active workers of the service centre of these test drives (none when they span several centres)',
        body: workersBody,
        response: { 200: envelope.extend(workersAnswer.shape) },
      },
      config: { access: { screen: 'TestDrive', button: 'assign' } },
    },
    async (request, reply) => {
      const drives = await drivesOf(fastify, request.body.recordIds, request.auth!)
      if (!drives) return recordNotFound()
      const centres = new Set(drives.map((d) => d.scuId))
      if (centres.size !== 1) return ok(reply, { result: [] })
      const rows = await db
        .select({ _id: users.id, fname: users.fname, lname: users.lname, mobileNo: users.mobileNo })
        .from(users)
        .where(and(eq(users.userType, 'worker'), eq(users.active, true), eq(users.scuId, [...centres][0]!)))
        .orderBy(asc(users.fname), asc(users.lname), asc(users.id))
      return ok(reply, { result: rows })
    },
  )

  app.post(
    TEST_DRIVE_CALLS.feedback,
    {
      schema: {
        tags,
        summary: 'The customer’s feedback on a completed test drive, once',
        body: feedbackBody,
        response: { 200: versionAnswer },
      },
      config: { access: { screen: 'TestDrive', button: 'edit' } },
    },
    async (request, reply) => {
      const { recordId, rating, text } = request.body
      const auth = request.auth!
      const at = now()
      const version = await fastify.transact(request, async (tx, audit) => {
        const [row] = await tx
          .update(testDrives)
          .set({ feedbackRating: rating, feedbackText: text ?? null, updatedAt: at, version: nextVersion(testDrives.version) })
          .where(and(reachableDrive(recordId, auth), eq(testDrives.status, 'completed'), isNull(testDrives.feedbackRating)))
          .returning({ version: testDrives.version })
        if (!row) return null
        await audit({
          action: 'feedback',
          entity: 'testDrive',
          recordId,
          changes: { feedbackRating: { from: null, to: rating }, feedbackText: { from: null, to: text ?? null } },
          comment: `feedback ${rating}/5 given`,
        })
        return row.version
      })
      if (version !== null) return ok(reply, { version }, M.feedbackSaved)
      const [now2] = await db.select({ status: testDrives.status }).from(testDrives).where(reachableDrive(recordId, auth)).limit(1)
      if (!now2) return recordNotFound()
      return refuse(RC.BAD_INPUT, now2.status === 'completed' ? M.feedbackGiven : M.feedbackNotCompleted)
    },
  )

  app.post(
    TEST_DRIVE_CALLS.logs,
    {
      schema: {
        tags,
        summary: 'The audit rows of one test drive, newest first (at most 500)',
        body: idBody,
        response: { 200: envelope.extend({ logs: z.array(userLogRow) }) },
      },
      config: { access: { screen: 'TestDrive', button: 'logs' } },
    },
    async (request, reply) => {
      const [row] = await db
        .select({ id: testDrives.id })
        .from(testDrives)
        .where(reachableDrive(request.body.recordId, request.auth!))
        .limit(1)
      if (!row) return recordNotFound()
      return ok(reply, { logs: await recordLogs(db, 'testDrive', row.id) })
    },
  )

  app.get(
    TEST_DRIVE_CALLS.branches,
    {
      schema: {
        tags,
        summary: 'The branches with an active test drive configuration the actor may book at, by name',
        response: { 200: envelope.extend(testDriveBranchesAnswer.shape) },
      },
      config: { access: { screen: 'TestDrive', button: ['add', 'edit', 'view'] } },
    },
    async (request, reply) => {
      const rows = await db
        .select({ _id: branches.id, name: branches.name, title: testDriveConfigs.title, holidays: testDriveConfigs.holidays })
        .from(testDriveConfigs)
        .innerJoin(branches, eq(branches.id, testDriveConfigs.branchId))
        .where(and(eq(testDriveConfigs.active, true), eq(branches.active, true), configScope(request.auth!)))
        .orderBy(asc(branches.name), asc(branches.id))
      return ok(reply, { result: rows.map((r) => ({ ...r, holidays: [...r.holidays].sort((a, b) => a - b) })) })
    },
  )

  app.get(
    TEST_DRIVE_CALLS.vehicleModels,
    {
      schema: {
        tags,
        summary: "The vehicle models a test drive can take, as 'Make Model', by name",
        response: { 200: envelope.extend(testDriveVehicleModelsAnswer.shape) },
      },
      config: { access: { screen: 'TestDrive', button: ['add', 'edit', 'view'] } },
    },
    async (_request, reply) => ok(reply, { result: await vehicleModelOptions(db) }),
  )
}
