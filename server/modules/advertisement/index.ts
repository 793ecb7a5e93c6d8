import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { defineModule } from '../../lib/module'
import { advertisementList } from './list'
import { advertisementPlaceRoutes } from './places'
import { advertisementRecordRoutes } from './records'

/**
 * The advertisement module (issue 7): the table and its export, the record calls (details, add, update, delete) and
 * the form's own calls (pages, place search and coordinates).
 */
async function advertisementModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, advertisementList, {
    screen: 'Advertisement',
    tags: ['advertisement'],
    what: 'advertisements',
  })
  advertisementRecordRoutes(app)
  advertisementPlaceRoutes(app)
}

export default defineModule(advertisementModule)
