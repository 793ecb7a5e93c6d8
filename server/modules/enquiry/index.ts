import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { enquiryList } from './list'
import { enquiryRecordRoutes } from './records'

/**
 * The enquiry module (issue 7): the enquiry table and its export, and the calls of records.ts (details, add, update,
 * the enquiry-type options).
 */
export async function enquiryModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, enquiryList, { list: '/enquiry/all', export: '/enquiry/export', screen: 'Enquiry', tags: ['enquiry'], what: 'enquiries' })
  await enquiryRecordRoutes(app)
}
