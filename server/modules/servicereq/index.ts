import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { defineModule } from '../../lib/module'
import { serviceRequestActionRoutes } from './actions'
import { serviceRequestList } from './list'
import { serviceRequestPartsRoutes } from './parts'
import { serviceRequestReadRoutes } from './reads'
import { serviceRequestRecordRoutes } from './records'

/**
 * The service requests module (/admin/servicereq, screen permission ServiceCenter): the table and its export
 * (list.ts), the record calls (records.ts), the moves and assignment (actions.ts), the logs and pick lists (reads.ts),
 * the parts issued from the centre's stock (parts.ts), all scoped by serviceRequestScope (data.ts).
 */
async function serviceRequestModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, serviceRequestList, { screen: 'ServiceCenter', tags: ['servicereq'], what: 'service requests' })
  serviceRequestRecordRoutes(app)
  serviceRequestActionRoutes(app)
  serviceRequestReadRoutes(app)
  serviceRequestPartsRoutes(app)
}

export default defineModule(serviceRequestModule)
