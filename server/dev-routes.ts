import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readOutbox } from './providers/outbox'

/**
 * Outside production only: the local outbox as JSON, newest first, so the demo and the tests can
 * read the one-time code and the e-mailed links. In production this route is never registered.
 */
export async function devRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages kept by the local SMS and mail senders (not in production)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }),
      },
      config: { access: 'public' },
    },
    async (request) => readOutbox(fastify.db, request.query.limit),
  )
}
