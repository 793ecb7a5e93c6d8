import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { defineModule } from '../../lib/module'
import { enquiryList } from './list'
import { enquiryOptionRoutes } from './options'
import { enquiryRecordRoutes } from './records'

/**
 * The enquiry module (issue 7): the enquiry table and its export (list.ts), the record calls on the record kit
 * (records.ts: details, add, update) and the enquiry-type options (options.ts).
 */
async function enquiryModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, enquiryList, { screen: 'Enquiry', tags: ['enquiry'], what: 'enquiries' })
  enquiryOptionRoutes(app)
  enquiryRecordRoutes(app)
}

export default defineModule(enquiryModule)
