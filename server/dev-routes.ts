import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isLoopbackAddress } from './lib/loopback'
import { recordNotFound } from './lib/user-reach'
import { isAdjustable, OffsetClock } from './clock'
import { readOutbox } from './providers/outbox'
import { restoreSnapshot } from './db/test-snapshot'
import { forgetEstimates } from './lib/list-count'

/**
 * Outside production only: the local outbox as JSON, newest first, so the demo and the tests can
 * read the one-time code and the e-mailed links. In production this route is never registered.
 *
 * The outbox hands out codes, reset links and temporary passwords, so it answers only requests whose socket comes
 * from this machine (SECURITY.md item 27), even when the server listens on the network (HOST=0.0.0.0). Others get
 * 404/123, the answer production gives, so the route does not even show that it exists.
 */
export async function devRoutes(fastify: FastifyInstance) {
  fastify.addHook('onRequest', async (request) => {
    if (!isLoopbackAddress(request.raw.socket.remoteAddress)) recordNotFound()
  })
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages kept by the local SMS and mail senders (not in production; only to requests from this machine)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }),
      },
      config: { access: 'public' },
    },
    async (request) => readOutbox(fastify.db, request.query.limit),
  )
  // TEST_CLOCK=true: the clock the whole server reads (sessions, codes, windows) moves forward on request.
  const clock = fastify.deps.clock
  if (fastify.deps.config.TEST_CLOCK && isAdjustable(clock)) {
    app.post(
      '/clock',
      {
        schema: {
          tags: ['development'],
          summary: 'Move the server clock forward (TEST_CLOCK=true, not in production; only from this machine)',
          body: z.object({
            advanceMs: z
              .number()
              .int()
              .min(0)
              .max(400 * 24 * 3600_000),
          }),
        },
        config: { access: 'public' },
      },
      async (request) => {
        clock.advance(request.body.advanceMs)
        return { now: clock.now().toISOString() }
      },
    )
  }
  // TEST_RESET=true: the data back as the server started (server/db/test-snapshot.ts), and what the server remembers of
  // it forgotten: cached sessions, count estimates, connected sockets (their pages belong to the previous test file),
  // and the test clock's moves.
  if (fastify.deps.config.TEST_RESET) {
    app.post(
      '/reset',
      {
        schema: {
          tags: ['development'],
          summary: 'Put the data back as the server started (TEST_RESET=true, not in production; only from this machine)',
        },
        config: { access: 'public' },
      },
      async () => {
        fastify.io?.disconnectSockets(true)
        if (clock instanceof OffsetClock) clock.reset()
        const restored = await restoreSnapshot(fastify.deps.database)
        fastify.sessionCache?.flush()
        forgetEstimates()
        return { restored }
      },
    )
  }
}
