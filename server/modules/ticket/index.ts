import type { FastifyInstance } from 'fastify'
import { registerFileOwnerScope } from '../../lib/file-owner-scopes'
import { registerListRoutes } from '../../lib/list-routes'
import { defineModule } from '../../lib/module'
import { reachableTicket } from './data'
import { ticketActionRoutes } from './actions'
import { ticketReadRoutes } from './reads'
import { ticketList } from './list'
import { ticketRecordRoutes } from './records'
import { tickets } from './schema'

/**
 * The tickets module (issue 18, screen Ticket): the table and its export (list.ts), the record calls (records.ts), the
 * moves, assignment and comments (actions.ts), the logs and pick lists (reads.ts), all under the Ticket permission and scoped by
 * ticketScope (data.ts). A ticket's images are readable by whoever may read the ticket (registerFileOwnerScope).
 */
async function ticketModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, ticketList, { screen: 'Ticket', tags: ['ticket'], what: 'tickets' })
  ticketRecordRoutes(app)
  ticketActionRoutes(app)
  ticketReadRoutes(app)
  registerFileOwnerScope('ticket', async (db, auth, id) => {
    const [row] = await db.select({ id: tickets.id }).from(tickets).where(reachableTicket(id, auth)).limit(1)
    return !!row
  })
}

export default defineModule(ticketModule)
