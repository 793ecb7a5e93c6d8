import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { TEST_DRIVE_CONFIG_CALLS, configBranchesAnswer } from '../../../shared/api/testdrive-config'
import { userLogRow } from '../../../shared/api/users'
import { recordLogs } from '../../audit/audit'
import { branches, serviceCentres } from '../../db/schema'
import { envelope, ok } from '../../http'
import { registerListRoutes } from '../../lib/list-routes'
import { MAX_OPTIONS } from '../../lib/pick-lists'
import { recordNotFound } from '../../lib/user-reach'
import { branchScope, reachableConfig } from './config-data'
import { testDriveConfigList } from './config-list'
import { testDriveConfigRecordRoutes } from './config-records'
import { testDriveConfigs } from './schema'

const tags = ['testdrive-config']
const recordIdBody = z.object({ recordId: z.guid({ error: 'Please select a test drive configuration' }) })

/**
 * The slot configuration screen's calls (TestDriveConfig, issue 17): the table and its export, the record calls
 * (config-records.ts), and beside them:
 * - GET /testdrive-config/branches (add, edit or view): the active branches the actor may configure (an scc user or
 *   worker their centre's), by name, with their centre and whether an active configuration exists;
 * - POST /testdrive-config/logs `{ recordId }` (logs): the audit rows of a configuration within reach, newest first.
 */
export function testDriveConfigRoutes(fastify: FastifyInstance): void {
  registerListRoutes(fastify, testDriveConfigList, { screen: 'TestDriveConfig', tags, what: 'test drive configurations' })
  testDriveConfigRecordRoutes(fastify)
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.get(
    TEST_DRIVE_CONFIG_CALLS.branches,
    {
      schema: {
        tags,
        summary: 'The active branches a configuration may be for, by name, with their centre and whether one is configured',
        response: { 200: envelope.extend(configBranchesAnswer.shape) },
      },
      config: { access: { screen: 'TestDriveConfig', button: ['add', 'edit', 'view'] } },
    },
    async (request, reply) => {
      const configured = sql<boolean>`EXISTS (SELECT 1 FROM ${testDriveConfigs} WHERE ${testDriveConfigs.branchId} = ${branches.id} AND ${testDriveConfigs.active})`
      const rows = await db
        .select({ id: branches.id, name: branches.name, scuId: branches.scuId, centre: serviceCentres.title, configured })
        .from(branches)
        .innerJoin(serviceCentres, eq(serviceCentres.id, branches.scuId))
        .where(and(eq(branches.active, true), branchScope(request.auth!)))
        .orderBy(asc(branches.name), asc(branches.id))
        .limit(MAX_OPTIONS)
      return ok(reply, {
        result: rows.map((r) => ({ _id: r.id, name: r.name, scuId: r.scuId, centre: r.centre, configured: Boolean(r.configured) })),
      })
    },
  )

  app.post(
    TEST_DRIVE_CONFIG_CALLS.logs,
    {
      schema: {
        tags,
        summary: 'The audit rows of one test drive configuration, newest first (at most 500)',
        body: recordIdBody,
        response: { 200: envelope.extend({ logs: z.array(userLogRow) }) },
      },
      config: { access: { screen: 'TestDriveConfig', button: 'logs' } },
    },
    async (request, reply) => {
      const [row] = await db
        .select({ id: testDriveConfigs.id })
        .from(testDriveConfigs)
        .where(reachableConfig(request.body.recordId, request.auth!))
        .limit(1)
      if (!row) return recordNotFound()
      return ok(reply, { logs: await recordLogs(db, 'testDriveConfig', row.id) })
    },
  )
}
