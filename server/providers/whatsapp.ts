import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { MESSAGE_KINDS, type MessageKind } from '../../shared/api/whatsapp'
import type { Config } from '../config'
import { HttpWhatsapp } from './whatsapp-http'

/** An outgoing message: free text (inside the 24-hour window) or an approved template. `to` is the WhatsApp number. */
export type WhatsappOutbound =
  | { to: string; type: 'text'; text: string }
  | { to: string; type: 'template'; templateName: string; language: string; params: readonly string[] }

/** What arrives from the provider (webhook or local simulation), normalised. */
export type WhatsappEvent =
  | { kind: 'message'; providerMessageId: string; from: string; name: string | null; messageKind: MessageKind; text: string }
  | { kind: 'status'; providerMessageId: string; status: 'sent' | 'delivered' | 'read' | 'failed' }
  /** The customer reacted to `messageId` (ours or theirs) with `emoji`; null: the reaction was removed. */
  | { kind: 'reaction'; from: string; messageId: string; emoji: string | null }

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

const WA_ID = /^\d{8,15}$/
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g
/**
 * Text kept from a webhook, as the request boundary would let it in (shared/input-safety.ts): control characters but
 * tab, newline and carriage return removed, lone surrogates replaced, trimmed, at most `max` characters; null if none.
 */
const clean = (v: unknown, max = 4096): string | null => {
  if (typeof v !== 'string') return null
  const s = v.replace(CONTROL, '').trim().slice(0, max).replace(LONE_SURROGATE, '\ufffd')
  return s || null
}
const objectOf = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}
const arrayOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])
const join = (parts: readonly (string | null)[], sep: string) => parts.filter((p): p is string => !!p).join(sep)

/** The readable text of a message's content, by its type (captions, names and addresses, the tapped button's title…). */
function textOf(kind: MessageKind, m: Record<string, unknown>): string {
  const part = (key: string) => objectOf(m[key])
  switch (kind) {
    case 'text':
      return clean(part('text').body) ?? ''
    case 'image':
    case 'video':
    case 'audio':
    case 'sticker':
      return clean(part(kind).caption) ?? ''
    case 'document': {
      const d = part('document')
      const caption = clean(d.caption)
      const filename = clean(d.filename, 240)
      return caption && filename ? `${caption} (${filename})` : (caption ?? filename ?? '')
    }
    case 'location': {
      const l = part('location')
      const named = join([clean(l.name, 500), clean(l.address, 1000)], ', ')
      const at = typeof l.latitude === 'number' && typeof l.longitude === 'number' ? `${l.latitude}, ${l.longitude}` : null
      return named || at || ''
    }
    case 'contacts':
      return join(
        arrayOf(m.contacts).map((c) => {
          const card = objectOf(c)
          const name = objectOf(card.name)
          const phone = clean(objectOf(arrayOf(card.phones)[0]).phone, 50)
          const who = clean(name.formatted_name, 200) ?? join([clean(name.first_name, 100), clean(name.last_name, 100)], ' ')
          return join([who, phone ? `(${phone})` : null], ' ') || null
        }),
        ', ',
      )
    case 'interactive': {
      const i = part('interactive')
      return (
        clean(objectOf(i.button_reply).title, 500) ?? clean(objectOf(i.list_reply).title, 500) ?? clean(objectOf(i.nfm_reply).body) ?? ''
      )
    }
    case 'button':
      return clean(part('button').text, 500) ?? ''
    case 'order':
      return clean(part('order').text) ?? ''
    case 'system':
      return clean(part('system').body) ?? ''
    default:
      return ''
  }
}

const KNOWN_KINDS = new Set<string>(MESSAGE_KINDS)
/** Statuses we track; 'played' (a voice message played) counts as read; others ('deleted', new ones) are ignored. */
const STATUS_OF: Readonly<Record<string, 'sent' | 'delivered' | 'read' | 'failed'>> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  played: 'read',
  failed: 'failed',
}

/**
 * The events of a webhook body, whatever its shape: anything that is not a messages change, a message without a
 * sender or id, a status we do not track is skipped, never refused (docs/providers.md). Texts, captions, locations,
 * contacts and replies are kept as readable text with the message's kind; an unknown type is kept as 'unsupported';
 * a reaction becomes a reaction event on the message it reacts to.
 */
export function eventsOf(body: unknown): WhatsappEvent[] {
  const events: WhatsappEvent[] = []
  for (const entry of arrayOf(objectOf(body).entry))
    for (const c of arrayOf(objectOf(entry).changes)) {
      const change = objectOf(c)
      if (change.field !== 'messages') continue
      const v = objectOf(change.value)
      const names = new Map<string, string | null>()
      for (const contact of arrayOf(v.contacts)) {
        const waId = objectOf(contact).wa_id
        if (typeof waId === 'string') names.set(waId, clean(objectOf(objectOf(contact).profile).name, 200))
      }
      for (const raw of arrayOf(v.messages)) {
        const m = objectOf(raw)
        const id = clean(m.id, 200)
        if (typeof m.from !== 'string' || !WA_ID.test(m.from) || !id) continue
        const type = typeof m.type === 'string' ? m.type : ''
        if (type === 'reaction') {
          const r = objectOf(m.reaction)
          const messageId = clean(r.message_id, 200)
          if (messageId) events.push({ kind: 'reaction', from: m.from, messageId, emoji: clean(r.emoji, 64) })
          continue
        }
        const messageKind: MessageKind = KNOWN_KINDS.has(type) ? (type as MessageKind) : 'unsupported'
        events.push({
          kind: 'message',
          providerMessageId: id,
          from: m.from,
          name: names.get(m.from) ?? null,
          messageKind,
          text: textOf(messageKind, m).slice(0, 4096).replace(LONE_SURROGATE, '\ufffd'),
        })
      }
      for (const raw of arrayOf(v.statuses)) {
        const s = objectOf(raw)
        const id = clean(s.id, 200)
        const status = typeof s.status === 'string' && Object.hasOwn(STATUS_OF, s.status) ? STATUS_OF[s.status] : undefined
        if (id && status) events.push({ kind: 'status', providerMessageId: id, status })
      }
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
          messageKind: 'text',
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
