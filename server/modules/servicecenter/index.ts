import type { FastifyInstance } from 'fastify'
import { defineModule } from '../../lib/module'
import { serviceCenterRoutes } from './routes'

/**
 * The service centre module (issue 18): centres with their branches (the shared core tables service_centres and
 * branches, which users, bookings and test drives refer to), the map's place search, and what a delete would leave.
 */
async function serviceCenterModule(app: FastifyInstance): Promise<void> {
  serviceCenterRoutes(app)
}

export default defineModule(serviceCenterModule)
