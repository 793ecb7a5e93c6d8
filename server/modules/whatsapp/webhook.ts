import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { RC } from '../../../shared/response-codes'
import { envelope, invalidSession, ok, refuse } from '../../http'
import { eventsOf, signatureValid } from '../../providers/whatsapp'
import { ingest, providerOf } from './service'

const handshakeQuery = z.looseObject({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
})

/**
 * The WhatsApp Cloud API's webhook under /api/whatsapp: the subscription handshake (GET, answers `hub.challenge` when
 * `hub.verify_token` is ours) and the notifications (POST, accepted only with a valid X-Hub-Signature-256: the
 * HMAC-SHA256 of the raw body with the app secret; else 401 and nothing stored). A signed body is answered 200 whatever
 * JSON it holds: what we do not know (fields, message types, statuses) is skipped, never refused, so Meta does not
 * retry it or turn the webhook off (docs/providers.md); only a signed body that is not JSON is refused (400).
 */
export async function whatsappWebhook(fastify: FastifyInstance): Promise<void> {
  const provider = providerOf(fastify)
  // The signature covers the exact bytes: the body stays those bytes (inside this plugin only), read as JSON only once
  // the signature is checked. So nothing unsigned is ever parsed, and the request boundary's checks (which pass raw
  // bytes by, as for tracking logs) never refuse a signed body: the text kept from it is cleaned as it is read (eventsOf).
  fastify.removeContentTypeParser('application/json')
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  )

  fastify.get(
    '/webhook',
    {
      schema: { tags: ['whatsapp'], summary: 'WhatsApp webhook subscription handshake', querystring: handshakeQuery },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const q = request.query as z.infer<typeof handshakeQuery>
      const token = provider.verifyToken
      if (q['hub.mode'] === 'subscribe' && token && q['hub.verify_token'] === token && q['hub.challenge']) {
        // eslint-disable-next-line no-restricted-syntax -- the handshake answers the challenge as plain text, not an envelope
        return reply.code(200).type('text/plain').send(q['hub.challenge'])
      }
      return refuse(RC.NO_PERMISSION, 'Verify token mismatch')
    },
  )

  fastify.post(
    '/webhook',
    {
      schema: { tags: ['whatsapp'], summary: 'WhatsApp webhook: messages and statuses (signed)', response: { 200: envelope } },
      config: { access: 'signedWebhook', rateLimit: { max: fastify.deps.config.WEBHOOK_RATE_LIMIT, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const raw = request.body
      if (!Buffer.isBuffer(raw) || !signatureValid(raw, request.headers['x-hub-signature-256'], provider.appSecret)) return invalidSession()
      let body: unknown
      try {
        body = raw.length ? JSON.parse(raw.toString('utf8')) : {}
      } catch {
        return refuse(RC.BAD_INPUT, 'Not a WhatsApp webhook body')
      }
      await ingest(fastify, eventsOf(body))
      return ok(reply)
    },
  )
}
