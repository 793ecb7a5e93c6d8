import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { registerRecordReference } from '../../lib/record-references'
import { defineModule } from '../../lib/module'
import { serviceRequestActionRoutes } from './actions'
import { serviceRequestList } from './list'
import { serviceRequestPartsRoutes } from './parts'
import { serviceRequestReadRoutes } from './reads'
import { serviceRequestRecordRoutes } from './records'
import { reachableRequest } from './data'
import { serviceRequests } from './schema'

/**
 * The service requests module (/admin/servicereq, screen permission ServiceCenter): the table and its export
 * (list.ts), the record calls (records.ts), the moves and assignment (actions.ts), the logs and pick lists (reads.ts),
 * the parts issued from the centre's stock (parts.ts), all scoped by serviceRequestScope (data.ts). Another module's
 * write naming a request (a stock issue's refId) reads it as the details call does (registerRecordReference).
 */
async function serviceRequestModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, serviceRequestList, { screen: 'ServiceCenter', tags: ['servicereq'], what: 'service requests' })
  serviceRequestRecordRoutes(app)
  serviceRequestActionRoutes(app)
  serviceRequestReadRoutes(app)
  serviceRequestPartsRoutes(app)
  registerRecordReference('serviceRequest', {
    access: { screen: 'ServiceCenter', button: 'view' },
    read: async (tx, auth, id) =>
      (await tx.select({ scuId: serviceRequests.scuId }).from(serviceRequests).where(reachableRequest(id, auth)).for('share'))[0] ?? null,
  })
}

export default defineModule(serviceRequestModule)
