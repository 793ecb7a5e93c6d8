import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { advertisementList } from './list'
import { advertisementRecordRoutes } from './records'

/**
 * The advertisement module (issue 7): the table and its export, and the calls in records.ts (details, add, update,
 * delete, pages, place search and coordinates).
 */
export async function advertisementModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, advertisementList, {
    list: '/advertisement/all',
    export: '/advertisement/export',
    screen: 'Advertisement',
    tags: ['advertisement'],
    what: 'advertisements',
  })
  await advertisementRecordRoutes(app)
}
