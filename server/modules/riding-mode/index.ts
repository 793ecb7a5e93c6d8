import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { ridingModeList } from './list'
import { ridingModeRecordRoutes } from './records'

/**
 * The riding-mode module (issue 7, spec 001): the table and its export, and view (with the tax object), add, update
 * and soft delete in records.ts, all under the RidingMode permission.
 */
export async function ridingModeModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, ridingModeList, {
    list: '/riding-mode/all',
    export: '/riding-mode/export',
    screen: 'RidingMode',
    tags: ['riding-mode'],
    what: 'riding modes',
  })
  await ridingModeRecordRoutes(app)
}
