import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { defineModule } from '../../lib/module'
import { masterdataImportRoutes } from './import'
import { masterdataList } from './list'
import { masterdataReadRoutes } from './reads'
import { masterdataRecordRoutes } from './records'

/**
 * The master data module (issue 19, spec 002 section 3 "Product"; screen Master Data): the product catalogue over the
 * shared `products` table, which SCU stocks, services and order requests read. The table and its export (with the
 * 'Additional Info' and 'ExternalLink' sheets), the record calls, the logs and the spreadsheet upload, all under
 * /api/admin/inventory/products.
 */
async function masterdataModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, masterdataList, { screen: 'Master Data', tags: ['masterdata'], what: 'products' })
  masterdataRecordRoutes(app)
  masterdataReadRoutes(app)
  masterdataImportRoutes(app)
}

export default defineModule(masterdataModule)
