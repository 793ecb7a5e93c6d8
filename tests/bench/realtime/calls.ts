import type { Socket } from 'socket.io-client'
import { REALTIME_EVENTS, type IncomingCall } from '../../../shared/api/realtime'
import { openSocket } from '../../integration/support/nodes'
import type { Agent } from './agents'

/** What a paced series of incoming calls gave: delivery latencies (sorted, ms) from the webhook POST to the event. */
export interface Delivery {
  calls: number
  rate: number
  sentMs: number
  latencies: number[]
  /** When each webhook was answered (sorted, ms from its POST): the server's part, before the event's trip to the socket. */
  answered: number[]
  /** Sent but never delivered (after 5 s for stragglers). */
  lost: number
  /** Webhook answers other than 200, or failed requests. */
  failed: number
  /** Events for an unknown call or on the wrong agent's socket. */
  misdelivered: number
}

/** Connects every agent, spread over `urls`, in batches (so the handshakes' session reads do not all queue at once). */
export async function connectAgents(urls: string[], agents: Agent[]): Promise<{ sockets: Socket[]; connectMs: number }> {
  const sockets: Socket[] = []
  const started = Date.now()
  for (let i = 0; i < agents.length; i += 100) {
    sockets.push(...(await Promise.all(agents.slice(i, i + 100).map((a, k) => openSocket(urls[(i + k) % urls.length]!, a.cookie)))))
  }
  return { sockets, connectMs: Date.now() - started }
}

/**
 * Posts `calls` incoming-call webhooks paced at `rate` per second (each at its scheduled time whether or not the earlier
 * ones were answered, as a telephony provider does, so a slow server shows as latency, not as a lower rate), each to
 * another agent and spread over `urls`, and measures when each event reaches its agent's socket (`sockets[i]` is
 * `agents[i]`'s).
 */
export async function deliverCalls(
  urls: string[],
  agents: Agent[],
  sockets: Socket[],
  opts: { label: string; calls: number; rate: number; secret: string },
): Promise<Delivery> {
  const sentAt = new Map<string, number>()
  const latencies: number[] = []
  let misdelivered = 0
  const listeners = sockets.map((s, i) => {
    const on = (call: IncomingCall) => {
      const t0 = sentAt.get(call.callId)
      if (t0 === undefined || call.agentMobileNo !== agents[i]!.mobileNo) {
        misdelivered++
        return
      }
      latencies.push(performance.now() - t0)
      sentAt.delete(call.callId)
    }
    s.on(REALTIME_EVENTS.incomingCall, on)
    return on
  })

  let failed = 0
  const answered: number[] = []
  const started = performance.now()
  const inFlight: Promise<void>[] = []
  for (let i = 0; i < opts.calls; i++) {
    const wait = started + (i * 1000) / opts.rate - performance.now()
    if (wait > 1) await new Promise((r) => setTimeout(r, wait))
    const agent = agents[(i * 7919) % agents.length]!
    const callId = `bench-${opts.label}-${i}`
    const t0 = performance.now()
    sentAt.set(callId, t0)
    inFlight.push(
      fetch(`${urls[i % urls.length]}/api/exotel/incoming`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-webhook-token': opts.secret },
        body: new URLSearchParams({ CallSid: callId, From: `09${String(800_000_000 + i)}`, DialWhomNumber: agent.mobileNo }).toString(),
      }).then(
        async (res) => {
          if (res.status !== 200) failed++
          await res.arrayBuffer()
          answered.push(performance.now() - t0)
        },
        () => void failed++,
      ),
    )
  }
  await Promise.all(inFlight)
  const sentMs = performance.now() - started
  // Stragglers get 5 s.
  for (let t = 0; t < 50 && sentAt.size > 0; t++) await new Promise((r) => setTimeout(r, 100))
  sockets.forEach((s, i) => s.off(REALTIME_EVENTS.incomingCall, listeners[i]))
  return {
    calls: opts.calls,
    rate: opts.rate,
    sentMs,
    latencies: latencies.sort((a, b) => a - b),
    answered: answered.sort((a, b) => a - b),
    lost: sentAt.size,
    failed,
    misdelivered,
  }
}

/** The p-th percentile of sorted values (NaN when empty). */
export const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN

export function describeLatency(d: Delivery): string {
  const l = d.latencies
  return `p50 ${pct(l, 50).toFixed(1)} ms, p95 ${pct(l, 95).toFixed(1)} ms, p99 ${pct(l, 99).toFixed(1)} ms, max ${(l.at(-1) ?? NaN).toFixed(1)} ms`
}
