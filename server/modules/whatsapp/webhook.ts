import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { RC } from '../../../shared/response-codes'
import { envelope, invalidSession, ok, refuse } from '../../http'
import { eventsOf, signatureValid, webhookBody } from '../../providers/whatsapp'
import { ingest, providerOf } from './service'

const RAW = Symbol('rawBody')
type WithRaw = { [RAW]?: Buffer }

const handshakeQuery = z.looseObject({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
})

/**
 * The WhatsApp Cloud API's webhook under /api/whatsapp: the subscription handshake (GET, answers `hub.challenge` when
 * `hub.verify_token` is ours) and the notifications (POST, accepted only with a valid X-Hub-Signature-256: the
 * HMAC-SHA256 of the raw body with the app secret; else 401 and nothing stored).
 */
export async function whatsappWebhook(fastify: FastifyInstance): Promise<void> {
  const provider = providerOf(fastify)
  // The signature covers the exact bytes: keep them (inside this plugin only).
  fastify.removeContentTypeParser('application/json')
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (request, body, done) => {
    ;(request as unknown as WithRaw)[RAW] = body as Buffer
    try {
      done(null, (body as Buffer).length ? JSON.parse((body as Buffer).toString('utf8')) : {})
    } catch {
      done(null, { unparsable: true })
    }
  })

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
      const raw = (request as unknown as WithRaw)[RAW]
      if (!raw || !signatureValid(raw, request.headers['x-hub-signature-256'], provider.appSecret)) return invalidSession()
      const parsed = webhookBody.safeParse(request.body)
      if (!parsed.success) return refuse(RC.BAD_INPUT, 'Not a WhatsApp webhook body')
      await ingest(fastify, eventsOf(parsed.data))
      return ok(reply)
    },
  )
}
