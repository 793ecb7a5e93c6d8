import { eq, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  callAnswer,
  callBody,
  callStatusCallback,
  CRM_CALL_PREFIX,
  CRM_CALLS,
  CRM_MESSAGES as CM,
  outcomeOf,
} from '../../../shared/api/crm'
import type { Need } from '../../../shared/permissions'
import { MESSAGES, RC } from '../../../shared/response-codes'
import type { RequestAuth } from '../../types'
import { envelope, ok, refuse, Refused } from '../../http'
import { createTelephony, type TelephonyProvider } from '../../providers/telephony'
import { acceptFormBodies } from '../../lib/form-bodies'
import { applyCallOutcome } from './lead-data'
import { leadCalls, leads } from './schema'

const tags = ['crm']

/** Click-to-call from the CRM, or from the bookings screen for a booking's customer. */
const callAccess: Need = { screen: 'CRM', button: 'call', or: { screen: 'Booking', button: 'call' } }

/**
 * Whether an actor calling from the bookings screen (Booking + call, not CRM + call) reaches a booking of the lead's
 * number: an active booking in their scope, as the bookings list scopes it (scp: their franchise; scc and workers:
 * their centre; admins: every booking). The bookings table belongs to the bookings module: read here by name.
 */
function bookingReach(auth: RequestAuth, mobileNo: string): SQL {
  const u = auth.user
  const scope =
    u.userType === 'scp'
      ? sql`b.franchise_id = ${u.id}`
      : u.userType === 'scc' || u.userType === 'worker'
        ? u.scuId
          ? sql`b.scu_id = ${u.scuId}`
          : sql`false`
        : u.userType === 'user'
          ? sql`false`
          : sql`true`
  return sql`SELECT EXISTS (SELECT 1 FROM bookings b WHERE b.customer_mobile_no = ${mobileNo} AND b.active AND ${scope}) AS reached`
}

/**
 * Click-to-call (mounted under /api/exotel):
 * - POST /call/customer `{ leadId }` (CRM + call, or Booking + call for the customer of a booking the actor reaches): rings the signed-in agent's own number, then the lead's, through the
 *   configured telephony provider; the request is recorded in lead_calls. The local provider completes at once with a
 *   simulated outcome, which updates the lead as the status callback would.
 * - POST /call/status (webhook secret): the provider's status callback (CallSid, Status, ConversationDuration or
 *   Duration; JSON or form) sets the call's outcome and the lead's last call outcome and duration.
 * `telephony` replaces the configured provider (tests).
 */
export async function crmCallRoutes(fastify: FastifyInstance, opts: { telephony?: TelephonyProvider } = {}): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  const { clock, config } = fastify.deps
  const telephony = opts.telephony ?? createTelephony(config)

  acceptFormBodies(fastify, 16_384)

  app.post(
    CRM_CALLS.callCustomer,
    {
      schema: {
        tags,
        summary: "Call a lead: the agent's phone rings first, then the lead's; answers the call id and its state",
        body: callBody,
        response: { 200: envelope.extend(callAnswer.shape), 502: envelope },
      },
      config: { access: callAccess },
    },
    async (request, reply) => {
      const auth = request.auth!
      const [lead] = await db.select({ id: leads.id, mobileNo: leads.mobileNo }).from(leads).where(eq(leads.id, request.body.leadId))
      if (!lead) return refuse(RC.NOT_FOUND, MESSAGES.NOT_FOUND)
      if (!auth.perms.hasButton('CRM', 'call')) {
        const reach = (await db.execute(bookingReach(auth, lead.mobileNo))) as unknown as { rows: { reached: boolean }[] }
        if (!reach.rows[0]?.reached) return refuse(RC.NOT_FOUND, MESSAGES.NOT_FOUND)
      }
      const agentNumber = auth.user.mobileNo
      if (!/^\d{10}$/.test(agentNumber)) return refuse(RC.BAD_INPUT, CM.noAgentNumber)
      const now = clock.now()
      // The request is recorded (and audited) before the provider is asked, so the call id can travel with it.
      const callId = await fastify.transact(request, async (tx, audit) => {
        const [call] = await tx
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
        await audit({
          action: 'call',
          entity: 'lead',
          recordId: lead.id,
          changes: { call: call!.id, provider: telephony.name, agentNumber },
          comment: `call requested (${telephony.name})`,
        })
        return call!.id
      })
      const secret = config.EXOTEL_WEBHOOK_SECRET
      const statusCallbackUrl = secret
        ? `${config.PUBLIC_URL.replace(/\/+$/, '')}${CRM_CALL_PREFIX}${CRM_CALLS.callStatus}?token=${encodeURIComponent(secret)}`
        : null
      let placed
      try {
        placed = await telephony.connect({ callId, agentNumber, customerNumber: lead.mobileNo, statusCallbackUrl })
      } catch (err) {
        request.log.warn({ err, callId }, 'telephony provider refused the call')
        await fastify.transact(request, async (tx, audit) => {
          await tx.update(leadCalls).set({ status: 'failed', updatedAt: clock.now() }).where(eq(leadCalls.id, callId))
          await audit({
            action: 'call',
            entity: 'lead',
            recordId: lead.id,
            changes: { call: callId, status: 'failed' },
            comment: 'call failed',
          })
        })
        // The provider is away, not us: 502 with 113; the failed call is recorded above.
        throw new Refused(RC.SERVER_ERROR, CM.callFailed, undefined, 502)
      }
      // The provider's id belongs to the request audited above; an outcome known at once is applied (and audited) with it.
      await fastify.transact(request, async (tx, audit) => {
        await tx.update(leadCalls).set({ providerCallId: placed.providerCallId, updatedAt: clock.now() }).where(eq(leadCalls.id, callId))
        if (placed.status !== 'requested') {
          const outcome = {
            provider: telephony.name,
            providerCallId: placed.providerCallId,
            status: placed.status,
            duration: placed.duration,
          }
          await applyCallOutcome(tx, audit, clock.now(), outcome)
        }
      })
      return ok(reply, { callId, status: placed.status, duration: placed.duration }, CM.callPlaced)
    },
  )

  app.post(
    CRM_CALLS.callStatus,
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
      const outcome = {
        provider: telephony.name,
        providerCallId: b.CallSid,
        status: outcomeOf(b.Status),
        duration: b.ConversationDuration ?? b.Duration ?? null,
      }
      // A server-to-server call: audited as the system (no actor, no action source).
      const applied = await fastify.transact(null, (tx, audit) => applyCallOutcome(tx, audit, clock.now(), outcome))
      if (!applied) return refuse(RC.NOT_FOUND, MESSAGES.NOT_FOUND)
      return ok(reply)
    },
  )
}
