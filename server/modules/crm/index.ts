import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { crmList } from './list'
import { crmRecordRoutes } from './records'

/**
 * The CRM module (issue 6): the leads table and its export, and the lead calls (details, by-mobile, add, update,
 * follow-up add, reassign, logs, executives) in records.ts. Click-to-call lives under /api/exotel
 * (server/modules/exotel/call.ts).
 */
export async function crmModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, crmList, { list: '/crm/all', export: '/crm/export', screen: 'CRM', tags: ['crm'], what: 'leads' })
  await crmRecordRoutes(app)
}
