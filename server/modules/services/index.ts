import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { defineModule } from '../../lib/module'
import { serviceList } from './list'
import { serviceReadRoutes } from './reads'
import { serviceRecordRoutes } from './records'

/**
 * The services module (/admin/services, screen permission Services): the service catalogue's table and export
 * (list.ts), the record calls with the products each service consumes (records.ts), the logs and the pick lists
 * (reads.ts), all under /api/admin/inventory/services.
 */
async function servicesModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, serviceList, { screen: 'Services', tags: ['services'], what: 'services' })
  serviceRecordRoutes(app)
  serviceReadRoutes(app)
}

export default defineModule(servicesModule)
