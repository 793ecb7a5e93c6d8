import type { FastifyPluginAsync } from 'fastify'
import { usersModule } from './users'

/**
 * The API modules, each a Fastify plugin mounted under /api/admin. Adding a module means one folder
 * under server/modules/ and one line here.
 */
export const apiModules: FastifyPluginAsync[] = [usersModule]
