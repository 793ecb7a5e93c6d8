import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { defineModule } from '../../lib/module'
import { vehicleModelList } from './list'
import { vehicleModelReadRoutes } from './reads'
import { vehicleModelRecordRoutes } from './records'

/**
 * The vehicle model module (spec 002 section 3; screen VehicleModel): the table and its export, the record calls and
 * the logs, over the shared vehicle_makes and vehicle_models tables that the users form's pickers, bookings and test
 * drives read (only active models reach them).
 */
async function vehicleModelModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, vehicleModelList, { screen: 'VehicleModel', tags: ['vehicleModel'], what: 'vehicle models' })
  vehicleModelRecordRoutes(app)
  vehicleModelReadRoutes(app)
}

export default defineModule(vehicleModelModule)
