import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { userContactRoutes } from './contacts'
import { usersList } from './list'
import { userRecordRoutes } from './records'

/**
 * The users module (spec 000 section 7, Users): the table and its export, and the record calls
 * (details, add, update, attempts reset, delete, logs) in records.ts, and the contacts and call logs of a
 * worker's or scc user's phone in contacts.ts.
 */
export async function usersModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, usersList, { list: '/user/all', export: '/user/export', screen: 'Users', tags: ['users'], what: 'users' })
  await userRecordRoutes(app)
  await userContactRoutes(app)
}
