import type { FastifyInstance } from 'fastify'
import { registerCouponPort } from '../../lib/coupons'
import { registerListRoutes } from '../../lib/list-routes'
import { defineModule } from '../../lib/module'
import { discountList } from './list'
import { createCouponPort } from './port'
import { discountReadRoutes } from './reads'
import { discountRecordRoutes } from './records'

/**
 * The discount module (/admin/discount, screen permission Discount): the coupons' table and export (list.ts), the
 * record calls with the eligible riders (records.ts), the logs, the customer search and the apply call (reads.ts), all
 * under /api/admin/discount; and the coupon port other modules redeem coupons through (port.ts, server/lib/coupons.ts).
 */
async function discountModule(app: FastifyInstance): Promise<void> {
  const port = createCouponPort(app.deps.clock)
  registerCouponPort(app.db, port)
  registerListRoutes(app, discountList(app.deps.clock), { screen: 'Discount', tags: ['discount'], what: 'coupons' })
  discountRecordRoutes(app)
  discountReadRoutes(app, port)
}

export default defineModule(discountModule)
