import type { FastifyInstance } from 'fastify'
import { defineModule } from '../../lib/module'
import { testDriveConfigRoutes } from './config-routes'
import { testDriveRoutes } from './drive-routes'

/**
 * The test-drive module (issue 17): slot configurations per branch (screen TestDriveConfig, config-*.ts) and the drives
 * booked into them (screen TestDrive, drive-*.ts), with the places of each slot and day kept by the database.
 */
async function testDriveModule(app: FastifyInstance): Promise<void> {
  testDriveConfigRoutes(app)
  testDriveRoutes(app)
}

export default defineModule(testDriveModule)
