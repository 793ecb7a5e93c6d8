import { outcomeOf } from '../../shared/api/crm'
import type { CallPlaced, CallRequest, TelephonyProvider } from './telephony'

export interface HttpTelephonySettings {
  /** The API's base address, e.g. https://api.exotel.com */
  url: string
  /** The account SID (part of the path). */
  sid: string
  /** Basic-auth user and password. */
  apiKey: string
  token: string
  /** The number the customer sees (Exotel's CallerId, an ExoPhone). */
  callerId: string
}

/**
 * An Exotel-style connect API: `POST {url}/v1/Accounts/{sid}/Calls/connect.json`, basic auth, a form body with From
 * (the agent, rung first), To (the customer), CallerId, CustomField (our call id) and StatusCallback; the answer is
 * `{ Call: { Sid, Status } }`. The final status arrives later at the status callback.
 */
export class HttpTelephony implements TelephonyProvider {
  readonly name = 'http' as const

  constructor(
    private readonly settings: HttpTelephonySettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async connect(request: CallRequest): Promise<CallPlaced> {
    const s = this.settings
    const form = new URLSearchParams({
      From: `0${request.agentNumber}`,
      To: `0${request.customerNumber}`,
      CallerId: s.callerId,
      CallType: 'trans',
      CustomField: request.callId,
    })
    if (request.statusCallbackUrl) {
      form.set('StatusCallback', request.statusCallbackUrl)
      form.set('StatusCallbackContentType', 'application/json')
      form.append('StatusCallbackEvents[0]', 'terminal')
    }
    const url = `${s.url.replace(/\/+$/, '')}/v1/Accounts/${encodeURIComponent(s.sid)}/Calls/connect.json`
    const res = await this.fetchImpl(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${s.apiKey}:${s.token}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form.toString(),
      signal: AbortSignal.timeout(10_000),
    })
    if (!res.ok) throw new Error(`telephony provider answered ${res.status}`)
    const body = (await res.json().catch(() => null)) as { Call?: { Sid?: unknown; Status?: unknown } } | null
    const sid = body?.Call?.Sid
    if (typeof sid !== 'string' || !sid) throw new Error('telephony provider answered without a call id')
    const status = typeof body?.Call?.Status === 'string' ? outcomeOf(body.Call.Status) : 'requested'
    return { providerCallId: sid.slice(0, 100), status, duration: null }
  }
}
