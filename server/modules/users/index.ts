import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { usersList } from './list'

/** The users module (spec 000 section 7, Users): the table and its export. The rest of the calls come with a later issue. */
export async function usersModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, usersList, { list: '/user/all', export: '/user/export', screen: 'Users', tags: ['users'], what: 'users' })
}
