import { asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ROLE_PATHS, roleTitle } from '../../../shared/api/roles'
import { roles } from '../../db/schema/core'
import { envelope, ok } from '../../http'

/**
 * GET /roles/titles: the active roles (id and name) for the user form's permission picker, so it needs Users + query
 * (the access gate takes one need per route).
 */
export function roleTitlesRoute(fastify: FastifyInstance): void {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    ROLE_PATHS.titles,
    {
      schema: {
        tags: ['roles'],
        summary: 'Active roles (id and name), for the user form’s permission picker',
        response: { 200: envelope.extend({ roles: z.array(roleTitle) }) },
      },
      config: { access: { screen: 'Users', button: 'query' } },
    },
    async (_request, reply) => {
      const rows = await fastify.db
        .select({ _id: roles.id, name: roles.name })
        .from(roles)
        .where(eq(roles.active, true))
        .orderBy(asc(roles.name))
      return ok(reply, { roles: rows })
    },
  )
}
