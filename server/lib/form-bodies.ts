import type { FastifyInstance } from 'fastify'

/** Accepts form-encoded bodies (the telephony provider's default) in this plugin, as a plain object of strings. */
export function acceptFormBodies(fastify: FastifyInstance, bodyLimit = 64 * 1024): void {
  if (fastify.hasContentTypeParser('application/x-www-form-urlencoded')) return
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })
}
