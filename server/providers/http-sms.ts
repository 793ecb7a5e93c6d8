import type { SmsMessage, SmsSender } from './types'

/**
 * An SMS gateway reached over HTTP: POSTs JSON `{ to, text, sender }` with a bearer token and
 * expects a 2xx answer. Most Indian SMS gateways accept this shape or sit behind a relay that does.
 */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly sender: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const res = await this.fetchImpl(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ to: `+91${message.to}`, text: message.text, sender: this.sender }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`)
  }
}
