import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { defineModule } from '../../lib/module'
import { assignRoutes } from './assign'
import { rolesList } from './list'
import { permissionUpdateRoute } from './permission-update'
import { roleRecordRoutes } from './records'
import { roleTitlesRoute } from './titles'

/**
 * The roles module (spec 000 section 7, Roles). Permissions: Role + query (list), view (details), add (create), edit
 * (permission update), assign (unassigned users, grant); the titles feed the user form and need Users + query. A role
 * change applies at the holder's next request: sessions read the role on every request; the holders' open tabs are
 * also told (`session-changed`) so they refetch the session at once.
 */
async function rolesModule(fastify: FastifyInstance): Promise<void> {
  registerListRoutes(fastify, rolesList, { screen: 'Role', tags: ['roles'], what: 'roles' })
  roleTitlesRoute(fastify)
  roleRecordRoutes(fastify)
  permissionUpdateRoute(fastify)
  assignRoutes(fastify)
}

export default defineModule(rolesModule)
