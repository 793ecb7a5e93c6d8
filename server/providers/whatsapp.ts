import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { Config } from '../config'
import { HttpWhatsapp } from './whatsapp-http'

/** An outgoing message: free text (inside the 24-hour window) or an approved template. `to` is the WhatsApp number. */
export type WhatsappOutbound =
  | { to: string; type: 'text'; text: string }
  | { to: string; type: 'template'; templateName: string; language: string; params: readonly string[] }

/** What arrives from the provider (webhook or local simulation), normalised. */
export type WhatsappEvent =
  | { kind: 'message'; providerMessageId: string; from: string; name: string | null; text: string }
  | { kind: 'status'; providerMessageId: string; status: 'sent' | 'delivered' | 'read' | 'failed' }

/** A WhatsApp Business provider (the Cloud API over HTTP, or the local simulation). */
export interface WhatsappProvider {
  readonly name: 'local' | 'http'
  /** Sends a message; answers the provider's message id (statuses refer to it). */
  send(message: WhatsappOutbound): Promise<{ providerMessageId: string }>
  /** The app secret the webhook's X-Hub-Signature-256 is checked with (null: every webhook is refused). */
  readonly appSecret: string | null
  /** The token the GET subscription handshake must present (null: refused). */
  readonly verifyToken: string | null
  /** Where provider events (simulated statuses and replies) go; the module sets it. */
  onEvents: ((events: WhatsappEvent[]) => Promise<void>) | null
  /** Stops pending simulations (app close). */
  stop(): void
}

/** The secret the local provider uses outside production when none is configured (the device simulator signs with it). */
export const LOCAL_DEV_APP_SECRET = 'local-whatsapp-app-secret-dev'
export const LOCAL_DEV_VERIFY_TOKEN = 'local-whatsapp-verify'

/** `sha256=<hex>` of the raw body with the app secret, as Meta signs webhooks. */
export const signWebhook = (rawBody: Buffer | string, secret: string): string =>
  `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`

/** Checks X-Hub-Signature-256 against the raw body in constant time. */
export function signatureValid(rawBody: Buffer, header: unknown, secret: string | null): boolean {
  if (!secret || typeof header !== 'string' || header.length > 200) return false
  const expected = Buffer.from(signWebhook(rawBody, secret))
  const given = Buffer.from(header.trim().toLowerCase())
  return given.length === expected.length && timingSafeEqual(given, expected)
}

const waId = z.string().regex(/^\d{8,15}$/)
const webhookMessage = z.looseObject({
  from: waId,
  id: z.string().min(1).max(200),
  type: z.string().max(30),
  text: z.looseObject({ body: z.string().max(4096) }).optional(),
  button: z.looseObject({ text: z.string().max(256) }).optional(),
})
const webhookStatus = z.looseObject({
  id: z.string().min(1).max(200),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
})
/** The Cloud API's webhook body (only what we use; anything else is ignored). */
export const webhookBody = z.looseObject({
  object: z.string().max(100),
  entry: z
    .array(
      z.looseObject({
        changes: z
          .array(
            z.looseObject({
              field: z.string().max(100),
              value: z.looseObject({
                contacts: z
                  .array(z.looseObject({ wa_id: waId, profile: z.looseObject({ name: z.string().max(200) }).optional() }))
                  .max(100)
                  .optional(),
                messages: z.array(webhookMessage).max(100).optional(),
                statuses: z.array(webhookStatus).max(100).optional(),
              }),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
})

/** The events of a parsed webhook body. Messages without text (images, stickers) are kept as a placeholder text. */
export function eventsOf(body: z.infer<typeof webhookBody>): WhatsappEvent[] {
  const events: WhatsappEvent[] = []
  for (const entry of body.entry)
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue
      const v = change.value
      const names = new Map((v.contacts ?? []).map((c) => [c.wa_id, c.profile?.name ?? null]))
      for (const m of v.messages ?? []) {
        const text = m.text?.body ?? m.button?.text ?? `[${m.type}]`
        events.push({ kind: 'message', providerMessageId: m.id, from: m.from, name: names.get(m.from) ?? null, text })
      }
      for (const s of v.statuses ?? []) events.push({ kind: 'status', providerMessageId: s.id, status: s.status })
    }
  return events
}

/** Delays of the local simulation: sent, delivered, read, and the simulated reply. */
export const LOCAL_DELAYS_MS = { sent: 300, delivered: 1200, read: 2500, reply: 4000 } as const

/**
 * The local default: nothing leaves the machine. The module stores every message; this provider answers a local id and
 * then reports, as the Cloud API would, sent → delivered → read, and a reply from the rider when the message asked a
 * question (its text ends with '?'), so the screen works offline and demos are repeatable.
 */
export class LocalWhatsapp implements WhatsappProvider {
  readonly name = 'local' as const
  onEvents: WhatsappProvider['onEvents'] = null
  private readonly timers = new Set<NodeJS.Timeout>()

  constructor(
    readonly appSecret: string | null,
    readonly verifyToken: string | null,
  ) {}

  async send(message: WhatsappOutbound): Promise<{ providerMessageId: string }> {
    const providerMessageId = `wamid.local-${randomUUID()}`
    for (const status of ['sent', 'delivered', 'read'] as const)
      this.later(LOCAL_DELAYS_MS[status], [{ kind: 'status', providerMessageId, status }])
    if (message.type === 'text' && message.text.trim().endsWith('?'))
      this.later(LOCAL_DELAYS_MS.reply, [
        {
          kind: 'message',
          providerMessageId: `wamid.local-${randomUUID()}`,
          from: message.to,
          name: null,
          text: 'Thank you, that works for me.',
        },
      ])
    return { providerMessageId }
  }

  private later(ms: number, events: WhatsappEvent[]) {
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      void this.onEvents?.(events).catch(() => undefined)
    }, ms)
    timer.unref()
    this.timers.add(timer)
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
  }
}

/** The provider the configuration chooses (WHATSAPP_PROVIDER). */
export function createWhatsapp(config: Config, fetchImpl: typeof fetch = fetch): WhatsappProvider {
  if (config.WHATSAPP_PROVIDER === 'http') {
    return new HttpWhatsapp(
      {
        url: config.WHATSAPP_API_URL,
        phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID!,
        token: config.WHATSAPP_ACCESS_TOKEN!,
        appSecret: config.WHATSAPP_APP_SECRET!,
        verifyToken: config.WHATSAPP_VERIFY_TOKEN ?? null,
      },
      fetchImpl,
    )
  }
  const dev = !config.production
  return new LocalWhatsapp(
    config.WHATSAPP_APP_SECRET ?? (dev ? LOCAL_DEV_APP_SECRET : null),
    config.WHATSAPP_VERIFY_TOKEN ?? (dev ? LOCAL_DEV_VERIFY_TOKEN : null),
  )
}
