import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { defineModule } from '../../lib/module'
import { scuStockList } from './list'
import { scuStockMoveRoutes } from './moves'
import { scuStockReadRoutes } from './reads'

/**
 * The SCU stocks module (/admin/scustocks, screen permission ScuStocks): the on-hand table and its export (list.ts),
 * the adjustments, transfers and issues (moves.ts), the history and pick lists (reads.ts), all scoped by
 * stockCentreOf (data.ts). It has no tables of its own: the shared ledger (server/lib/stock.ts) keeps them.
 */
async function scuStockModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, scuStockList, { screen: 'ScuStocks', tags: ['scustocks'], what: 'SCU stock' })
  scuStockMoveRoutes(app)
  scuStockReadRoutes(app)
}

export default defineModule(scuStockModule)
