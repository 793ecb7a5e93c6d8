import type { FastifyInstance } from 'fastify'
import { CRM_CALL_PREFIX } from '../../../shared/api/crm'
import { registerListRoutes } from '../../lib/list-routes'
import { defineModule } from '../../lib/module'
import { crmCallRoutes } from './call'
import { crmFollowupRoutes } from './followups'
import { crmList } from './list'
import { crmLookupRoutes } from './lookups'
import { crmReassignRoutes } from './reassign'
import { crmRecordRoutes } from './records'

/**
 * The CRM module (issue 6): the leads table and its export (list.ts), the lead record calls on the record kit
 * (records.ts), follow-up add, re-assign, and the by-mobile, executives and logs lookups; click-to-call and its
 * status callback (call.ts), mounted under /api/exotel beside the telephony webhook.
 */
async function crmModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, crmList, { screen: 'CRM', tags: ['crm'], what: 'leads' })
  crmRecordRoutes(app)
  crmFollowupRoutes(app)
  crmReassignRoutes(app)
  crmLookupRoutes(app)
}

export default defineModule(crmModule, { elsewhere: [{ prefix: CRM_CALL_PREFIX, plugin: crmCallRoutes }] })
