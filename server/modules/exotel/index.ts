import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  incomingCallWebhook,
  mobileKey,
  phoneNumber,
  REALTIME_EVENTS,
  type IncomingCall,
  type IncomingCallWebhook,
} from '../../../shared/api/realtime'
import { RC } from '../../../shared/response-codes'
import { envelope, ok, refuse } from '../../http'
import { identifyCaller } from '../../lib/caller-lookup'
import { acceptFormBodies } from '../../lib/form-bodies'
import { defineModule } from '../../lib/module'

const DESCRIPTION =
  'Authenticated with the shared secret EXOTEL_WEBHOOK_SECRET (X-Webhook-Token header or `token` query parameter). ' +
  'Takes the call as Exotel sends it: GET with the query string (Passthru, Connect) or POST form-encoded or JSON (the ' +
  'query string counts too), with either parameter family (From/DialWhomNumber or CallFrom/CallTo/DialWhomNumber); ' +
  'other parameters are ignored. Emits `incoming-call` only to the sockets of the user whose mobile number is the last ' +
  '10 digits of DialWhomNumber, with the name and city of the CRM lead (else the active customer) whose mobile number ' +
  'is the last 10 digits of the caller (From, else CallFrom). Without DialWhomNumber (a Passthru before the Connect ' +
  'applet), or with Status=free (the agent pass-through when that call ends), the call is accepted and nobody is told.'

/** A parameter's text, none when absent or blank. */
const given = (v: string | undefined) => (v !== undefined && v.trim() !== '' ? v : undefined)

/** One number of the call: absent is allowed only where `required` is false; present, it must be a phone number. */
function numberOf(params: IncomingCallWebhook, names: readonly (keyof IncomingCallWebhook & string)[], required: boolean) {
  const name = names.find((n) => given(params[n] as string | undefined) !== undefined)
  const value = name ? (params[name] as string) : undefined
  if (value === undefined) {
    if (required) refuse(RC.BAD_INPUT, `${names.join(' or ')}: Required`, { errors: [{ path: names[0], message: 'Required' }] })
    return undefined
  }
  const checked = phoneNumber.safeParse(value)
  if (!checked.success) {
    const message = checked.error.issues[0]?.message ?? 'Not a phone number'
    refuse(RC.BAD_INPUT, `${name}: ${message}`, { errors: [{ path: name, message }] })
  }
  return value
}

/**
 * The incoming-call webhook under /api/exotel (spec 000 section 7; the CRM's click-to-call is mounted there too).
 * Exotel's applets call it with GET and the call's details in the query string, or POST them form-encoded; JSON is
 * accepted too. Webhooks carry the shared secret (access 'webhook', checked by the access gate in constant time).
 */
async function exotelModule(fastify: FastifyInstance): Promise<void> {
  // Form bodies (Exotel's default), parsed only inside this plugin.
  acceptFormBodies(fastify)
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const config = {
    access: 'webhook',
    rateLimit: { max: fastify.deps.config.WEBHOOK_RATE_LIMIT, timeWindow: 60_000 },
  } as const

  async function incoming(request: FastifyRequest, reply: FastifyReply, params: IncomingCallWebhook) {
    const From = numberOf(params, ['From', 'CallFrom'], true)!
    const DialWhomNumber = numberOf(params, ['DialWhomNumber'], false)
    // Nobody to tell: no agent dialled yet, or the agent's call has ended (the agent pass-through's second call).
    if (DialWhomNumber === undefined || given(params.Status)?.trim().toLowerCase() === 'free') return ok(reply)
    const agentMobileNo = mobileKey(DialWhomNumber)
    const callerMobileNo = mobileKey(From)
    const receivedAt = Date.now()
    // The lead's or customer's name and city; a failed or slow lookup announces the call without them. The lookup goes
    // ahead of queued list queries on the embedded database (urgentDb), so it answers within its half second.
    const caller = await identifyCaller(fastify.urgentDb, callerMobileNo, request.log)
    const event: IncomingCall = {
      callId: given(params.CallSid)?.slice(0, 100) ?? randomUUID(),
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
  }

  app.get(
    '/incoming',
    {
      schema: {
        tags: ['telephony'],
        summary:
          'Incoming-call webhook (GET, as Exotel’s Passthru and Connect applets call it): shows the call overlay to the agent who was dialled',
        description: DESCRIPTION,
        querystring: incomingCallWebhook,
        response: { 200: envelope },
      },
      // A HEAD would run the handler and announce the call: only GET.
      exposeHeadRoute: false,
      config,
    },
    async (request, reply) => incoming(request, reply, request.query),
  )

  app.post(
    '/incoming',
    {
      schema: {
        tags: ['telephony'],
        summary: 'Incoming-call webhook (POST, form-encoded or JSON): shows the call overlay to the agent who was dialled',
        description: DESCRIPTION,
        querystring: incomingCallWebhook,
        body: incomingCallWebhook.optional(),
        response: { 200: envelope },
      },
      config,
    },
    // The body's parameters win over the query string's (the token stays in the query string).
    async (request, reply) => incoming(request, reply, { ...request.query, ...request.body }),
  )
}

export default defineModule(null, { elsewhere: [{ prefix: '/api/exotel', plugin: exotelModule }] })
