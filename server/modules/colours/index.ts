import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { defineModule } from '../../lib/module'
import { colourList } from './list'
import { colourRecordRoutes } from './records'

/** The colours module (the module kit's proof): the table and its export, and the record calls, under Options. */
async function coloursModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, colourList, { screen: 'Options', tags: ['colours'], what: 'colours' })
  colourRecordRoutes(app)
}

export default defineModule(coloursModule)
