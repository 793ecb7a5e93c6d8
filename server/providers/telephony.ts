import type { CallOutcome } from '../../shared/api/crm'
import type { Config } from '../config'
import { HttpTelephony } from './telephony-http'

/** A click-to-call: the agent's phone rings first, then the customer's. Numbers are 10 digits. */
export interface CallRequest {
  /** Our call record's id (sent to the provider as its custom field). */
  callId: string
  agentNumber: string
  customerNumber: string
  /** Where the provider posts the call's final status (the status-callback route), when it can reach us. */
  statusCallbackUrl: string | null
}

/** What the provider answered: its call id, and the outcome when it is already known (the local provider). */
export interface CallPlaced {
  providerCallId: string
  status: CallOutcome
  /** Seconds talked, when the call is over. */
  duration: number | null
}

/** A telephony provider that can connect two phones (an Exotel-style connect API, or the local simulation). */
export interface TelephonyProvider {
  readonly name: 'local' | 'http'
  connect(request: CallRequest): Promise<CallPlaced>
}

/**
 * The local default: places no real call. The request is recorded by the caller (lead_calls, listed with the lead)
 * and completes at once with a simulated outcome: completed, with a duration of 20 to 259 seconds that depends only
 * on the numbers (so demos and tests are repeatable); a customer number ending in 00 is 'no-answer'.
 */
export class LocalTelephony implements TelephonyProvider {
  readonly name = 'local' as const

  async connect(request: CallRequest): Promise<CallPlaced> {
    const providerCallId = `local-${request.callId}`
    if (request.customerNumber.endsWith('00')) return { providerCallId, status: 'no-answer', duration: 0 }
    let h = 0
    for (const ch of `${request.agentNumber}${request.customerNumber}`) h = (h * 31 + ch.charCodeAt(0)) % 1_000_003
    return { providerCallId, status: 'completed', duration: 20 + (h % 240) }
  }
}

/** The provider the configuration chooses (TELEPHONY_PROVIDER). */
export function createTelephony(config: Config, fetchImpl: typeof fetch = fetch): TelephonyProvider {
  if (config.TELEPHONY_PROVIDER === 'http') {
    return new HttpTelephony(
      {
        url: config.TELEPHONY_URL!,
        sid: config.TELEPHONY_SID!,
        apiKey: config.TELEPHONY_API_KEY ?? config.TELEPHONY_SID!,
        token: config.TELEPHONY_TOKEN!,
        callerId: config.TELEPHONY_CALLER_ID!,
      },
      fetchImpl,
    )
  }
  return new LocalTelephony()
}
