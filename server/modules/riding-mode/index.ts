import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { ridingModeList } from './list'
import { ridingModeRecordRoutes } from './records'
import { defineModule } from '../../lib/module'

/**
 * The riding-mode module (issue 7, spec 001): the table and its export, and view (with the tax object), add, update
 * and soft delete in records.ts, all under the RidingMode permission.
 */
async function ridingModeModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, ridingModeList, {
    screen: 'RidingMode',
    tags: ['riding-mode'],
    what: 'riding modes',
  })
  ridingModeRecordRoutes(app)
}

export default defineModule(ridingModeModule)
