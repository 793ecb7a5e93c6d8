import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { userContactRoutes } from './contacts'
import { usersList } from './list'
import { userRecordRoutes } from './records'
import { defineModule } from '../../lib/module'

/**
 * The users module (spec 000 section 7, Users): the table and its export (list.ts), the record calls on the record kit
 * with the users' rules (records.ts, rules.ts), the attempts reset (attempts.ts) and the logs, and the contacts and
 * call logs of a worker's or scc user's phone (contacts.ts).
 */
async function usersModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, usersList, { screen: 'Users', tags: ['users'], what: 'users' })
  userRecordRoutes(app)
  await userContactRoutes(app)
}

export default defineModule(usersModule)
