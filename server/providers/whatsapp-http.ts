import type { WhatsappOutbound, WhatsappProvider } from './whatsapp'

export interface HttpWhatsappSettings {
  /** The Graph API base, e.g. https://graph.facebook.com/v21.0 */
  url: string
  phoneNumberId: string
  /** The system user's access token (bearer). */
  token: string
  appSecret: string
  verifyToken: string | null
}

/**
 * The WhatsApp Cloud API: `POST {url}/{phoneNumberId}/messages` with a bearer token and a JSON body
 * `{ messaging_product: 'whatsapp', to, type: 'text', text: { body } }` or `type: 'template'` with the template's name,
 * language and body parameters; the answer is `{ messages: [{ id }] }`. Statuses and replies arrive at the webhook.
 */
export class HttpWhatsapp implements WhatsappProvider {
  readonly name = 'http' as const
  onEvents: WhatsappProvider['onEvents'] = null
  readonly appSecret: string
  readonly verifyToken: string | null

  constructor(
    private readonly settings: HttpWhatsappSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.appSecret = settings.appSecret
    this.verifyToken = settings.verifyToken
  }

  async send(message: WhatsappOutbound): Promise<{ providerMessageId: string }> {
    const s = this.settings
    const body =
      message.type === 'text'
        ? {
            messaging_product: 'whatsapp',
            recipient_type: 'individual',
            to: message.to,
            type: 'text',
            text: { preview_url: false, body: message.text },
          }
        : {
            messaging_product: 'whatsapp',
            to: message.to,
            type: 'template',
            template: {
              name: message.templateName,
              language: { code: message.language },
              components: message.params.length
                ? [{ type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) }]
                : [],
            },
          }
    const url = `${s.url.replace(/\/+$/, '')}/${encodeURIComponent(s.phoneNumberId)}/messages`
    const res = await this.fetchImpl(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
    if (!res.ok) throw new Error(`whatsapp provider answered ${res.status}`)
    const answer = (await res.json().catch(() => null)) as { messages?: { id?: unknown }[] } | null
    const id = answer?.messages?.[0]?.id
    if (typeof id !== 'string' || !id) throw new Error('whatsapp provider answered without a message id')
    return { providerMessageId: id.slice(0, 200) }
  }

  stop(): void {}
}
