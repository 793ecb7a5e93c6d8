import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { incomingCallWebhookBody, mobileKey, REALTIME_EVENTS, type IncomingCall } from '../../../shared/api/realtime'
import { envelope, ok } from '../../http'
import { identifyCaller } from '../../lib/caller-lookup'
import { acceptFormBodies } from '../../lib/form-bodies'
import { defineModule } from '../../lib/module'

/**
 * The incoming-call webhook under /api/exotel (spec 000 section 7; the CRM's click-to-call is mounted there too). The provider posts its webhooks form-encoded; JSON is
 * accepted too. Webhooks carry the shared secret (access 'webhook', checked by the access gate in constant time).
 */
async function exotelModule(fastify: FastifyInstance): Promise<void> {
  // Form bodies (Exotel's default), parsed only inside this plugin.
  acceptFormBodies(fastify)
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.post(
    '/incoming',
    {
      schema: {
        tags: ['telephony'],
        summary: 'Incoming-call webhook: shows the call overlay to the agent who was dialled',
        description:
          'Authenticated with the shared secret EXOTEL_WEBHOOK_SECRET (X-Webhook-Token header or `token` query parameter). ' +
          'Emits `incoming-call` only to the sockets of the user whose mobile number is the last 10 digits of DialWhomNumber, ' +
          'with the name and city of the CRM lead (else the active customer) whose mobile number is the last 10 digits of From.',
        body: incomingCallWebhookBody,
        response: { 200: envelope },
      },
      config: { access: 'webhook', rateLimit: { max: fastify.deps.config.WEBHOOK_RATE_LIMIT, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const { From, DialWhomNumber, CallSid } = request.body
      const agentMobileNo = mobileKey(DialWhomNumber)
      const callerMobileNo = mobileKey(From)
      const receivedAt = Date.now()
      // The lead's or customer's name and city; a failed or slow lookup announces the call without them. The lookup goes
      // ahead of queued list queries on the embedded database (urgentDb), so it answers within its half second.
      const caller = await identifyCaller(fastify.urgentDb, callerMobileNo, request.log)
      const event: IncomingCall = {
        callId: CallSid || randomUUID(),
        From,
        DialWhomNumber,
        callerMobileNo,
        agentMobileNo,
        receivedAt,
        ...(caller && { callerName: caller.name, callerKind: caller.kind }),
        ...(caller?.city && { callerCity: caller.city }),
      }
      fastify.io.to(`mobile:${agentMobileNo}`).emit(REALTIME_EVENTS.incomingCall, event)
      return ok(reply)
    },
  )
}

export default defineModule(null, { elsewhere: [{ prefix: '/api/exotel', plugin: exotelModule }] })
