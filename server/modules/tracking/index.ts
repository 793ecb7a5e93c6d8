import type { FastifyInstance } from 'fastify'
import { defineModule } from '../../lib/module'
import { registerListRoutes } from '../../lib/list-routes'
import { trackingDeviceRoutes } from './devices'
import { trackingIngestRoutes } from './ingest'
import { trackingList } from './list'
import { trackingReadRoutes } from './routes'

/**
 * Tracking logs (issue 21; spec 002 'Tracking log', permission TrackingLog): the table and its export, the lines, the
 * graphs' series, the original file and the device tokens under /api/admin; the devices' upload under /api/device.
 */
async function trackingModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, trackingList, { screen: 'TrackingLog', tags: ['tracking'], what: 'tracking logs' })
  trackingReadRoutes(app)
  trackingDeviceRoutes(app)
}

export default defineModule(trackingModule, { elsewhere: [{ prefix: '/api/device', plugin: trackingIngestRoutes }] })
