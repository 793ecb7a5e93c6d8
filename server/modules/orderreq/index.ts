import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { defineModule } from '../../lib/module'
import { orderActionRoutes } from './actions'
import { orderRequestList } from './list'
import { orderReadRoutes } from './reads'
import { orderRecordRoutes } from './records'

/**
 * The order requests module (/admin/orderreq, screen permission Orderreq): the table and its export (list.ts), the
 * record calls (records.ts: details and place), the steps and the receipt into the stock ledger (actions.ts), the
 * logs and pick lists (reads.ts), all scoped by orderScope (data.ts).
 */
async function orderRequestModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, orderRequestList, { screen: 'Orderreq', tags: ['orderreq'], what: 'order requests' })
  orderRecordRoutes(app)
  orderActionRoutes(app)
  orderReadRoutes(app)
}

export default defineModule(orderRequestModule)
