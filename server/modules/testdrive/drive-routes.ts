import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { testDriveActionRoutes } from './drive-actions'
import { testDriveList } from './drive-list'
import { registerMoveRoutes } from './drive-moves'
import { testDriveRecordRoutes } from './drive-records'

/**
 * The test drives (screen TestDrive, issue 17): the table and its export (drive-list.ts), the record calls
 * (drive-records.ts), the moves: cancel, undo, status, reschedule (drive-moves.ts), and the slots, assign, workers,
 * feedback, logs and branches calls (drive-actions.ts), all under the TestDrive permission and scoped by driveScope.
 */
export function testDriveRoutes(app: FastifyInstance): void {
  registerListRoutes(app, testDriveList, { screen: 'TestDrive', tags: ['testdrive'], what: 'test drives' })
  testDriveRecordRoutes(app)
  registerMoveRoutes(app)
  testDriveActionRoutes(app)
}
