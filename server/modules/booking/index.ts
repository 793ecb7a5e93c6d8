import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { registerRecordReference } from '../../lib/record-references'
import { defineModule } from '../../lib/module'
import { bookingActionRoutes } from './actions'
import { bookingImportRoutes } from './import'
import { bookingKitRoutes } from './kit-fitting'
import { bookingList } from './list'
import { bookingLogRoutes } from './logs'
import { bookingLookupRoutes } from './lookups'
import { bookingRecordRoutes } from './records'
import { reachable } from './booking-data'
import { rtoSearchRoutes } from './rto-search'
import { bookings } from './schema'

/**
 * The bookings module (issue 16): the table and its export (list.ts), the record calls on the record kit (records.ts),
 * the stages, RTO status, RTO settlement, RC steps (actions.ts), the logs (logs.ts), the bulk upload (import.ts) and the kit fitting (kit-fitting.ts), all under the Booking permission and
 * scoped to the actor's own bookings (scp) or centre (scc). Another module's write naming a booking (a stock issue's
 * refId) reads it as the details call does (registerRecordReference).
 */
async function bookingModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, bookingList, { screen: 'Booking', tags: ['booking'], what: 'bookings' })
  bookingRecordRoutes(app)
  bookingActionRoutes(app)
  bookingLogRoutes(app)
  bookingLookupRoutes(app)
  rtoSearchRoutes(app)
  bookingImportRoutes(app)
  bookingKitRoutes(app)
  registerRecordReference('booking', {
    access: { screen: 'Booking', button: 'view' },
    read: async (tx, auth, id) =>
      (await tx.select({ scuId: bookings.scuId }).from(bookings).where(reachable(id, auth)).for('share'))[0] ?? null,
  })
}

export default defineModule(bookingModule)
