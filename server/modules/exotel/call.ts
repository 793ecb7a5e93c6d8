import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { callAnswer, callBody, callStatusCallback, CRM_MESSAGES as CM, outcomeOf } from '../../../shared/api/crm'
import { MESSAGES, RC } from '../../../shared/response-codes'
import { leadCalls, leads } from '../../db/schema'
import { answer, envelope, ok } from '../../http'
import { createTelephony, type TelephonyProvider } from '../../providers/telephony'
import { applyCallOutcome } from '../crm/lead-data'

const tags = ['crm']

/**
 * Click-to-call (mounted under /api/exotel):
 * - POST /call/customer `{ leadId }` (CRM + call): rings the signed-in agent's own number, then the lead's, through the
 *   configured telephony provider; the request is recorded in lead_calls. The local provider completes at once with a
 *   simulated outcome, which updates the lead as the status callback would.
 * - POST /call/status (webhook secret): the provider's status callback (CallSid, Status, ConversationDuration or
 *   Duration; JSON or form) sets the call's outcome and the lead's last call outcome and duration.
 * `telephony` replaces the configured provider (tests).
 */
export async function exotelCallRoutes(fastify: FastifyInstance, opts: { telephony?: TelephonyProvider } = {}): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  const { clock, config } = fastify.deps
  const telephony = opts.telephony ?? createTelephony(config)

  if (!fastify.hasContentTypeParser('application/x-www-form-urlencoded')) {
    fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)))
    })
  }

  app.post(
    '/call/customer',
    {
      schema: {
        tags,
        summary: "Call a lead: the agent's phone rings first, then the lead's; answers the call id and its state",
        body: callBody,
        response: { 200: envelope.extend(callAnswer.shape), 502: envelope },
      },
      config: { access: { screen: 'CRM', button: 'call' } },
    },
    async (request, reply) => {
      const auth = request.auth!
      const [lead] = await db.select({ id: leads.id, mobileNo: leads.mobileNo }).from(leads).where(eq(leads.id, request.body.leadId))
      if (!lead) return answer(reply, RC.NOT_FOUND, MESSAGES.NOT_FOUND)
      const agentNumber = auth.user.mobileNo
      if (!/^\d{10}$/.test(agentNumber)) return answer(reply, RC.BAD_INPUT, CM.noAgentNumber)
      const now = clock.now()
      const [call] = await db
        .insert(leadCalls)
        .values({
          leadId: lead.id,
          requestedById: auth.user.id,
          agentNumber,
          customerNumber: lead.mobileNo,
          provider: telephony.name,
          status: 'requested',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: leadCalls.id })
      const callId = call!.id
      const secret = config.EXOTEL_WEBHOOK_SECRET
      const statusCallbackUrl = secret
        ? `${config.PUBLIC_URL.replace(/\/+$/, '')}/api/exotel/call/status?token=${encodeURIComponent(secret)}`
        : null
      let placed
      try {
        placed = await telephony.connect({ callId, agentNumber, customerNumber: lead.mobileNo, statusCallbackUrl })
      } catch (err) {
        request.log.warn({ err, callId }, 'telephony provider refused the call')
        await db.update(leadCalls).set({ status: 'failed', updatedAt: clock.now() }).where(eq(leadCalls.id, callId))
        await fastify.audit(request, { action: 'call', entity: 'lead', recordId: lead.id, changes: { call: callId, status: 'failed' }, comment: 'call failed' })
        return reply.code(502).send({ responseCode: RC.SERVER_ERROR, message: CM.callFailed })
      }
      await db
        .update(leadCalls)
        .set({ providerCallId: placed.providerCallId, updatedAt: clock.now() })
        .where(eq(leadCalls.id, callId))
      await fastify.audit(request, {
        action: 'call',
        entity: 'lead',
        recordId: lead.id,
        changes: { call: callId, provider: telephony.name, agentNumber },
        comment: `call requested (${telephony.name})`,
      })
      if (placed.status !== 'requested') await applyCallOutcome(fastify, telephony.name, placed.providerCallId, placed.status, placed.duration)
      return ok(reply, { callId, status: placed.status, duration: placed.duration }, CM.callPlaced)
    },
  )

  app.post(
    '/call/status',
    {
      schema: {
        tags,
        summary: "The telephony provider's status callback (X-Webhook-Token header or ?token=): the call's outcome and duration",
        body: callStatusCallback,
        response: { 200: envelope },
      },
      config: { access: 'webhook', rateLimit: { max: config.WEBHOOK_RATE_LIMIT, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const b = request.body
      const status = outcomeOf(b.Status)
      const duration = b.ConversationDuration ?? b.Duration ?? null
      const applied = await applyCallOutcome(fastify, telephony.name, b.CallSid, status, duration)
      if (!applied) return answer(reply, RC.NOT_FOUND, MESSAGES.NOT_FOUND)
      return ok(reply)
    },
  )
}
