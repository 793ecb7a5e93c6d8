import type { Agent } from '../realtime/agents'
import type { Delivery } from '../realtime/calls'

/** Event-loop delay of a child over one case, in ms above the monitor's 10 ms timer (see loop.ts). */
export interface LoopDelay {
  p50: number
  p99: number
  max: number
  /** CPU time the server's process used over the run (all its threads), ms. */
  cpuMs?: number
}

/** What the bench's children (the real app, the baseline, the realtime callers) tell the parent over IPC. */
export type ChildMessage =
  | { type: 'progress'; text: string }
  | {
      type: 'ready'
      port: number
      cookie: string
      users: number
      seedSeconds: number
      warmup: Record<string, number>
      /** The real app's agents for the realtime check (ServeSpec.agents). */
      agents?: Agent[]
    }
  | { type: 'failed'; error: string }
  /** The answer to loop-start (the figures since the previous reset, then reset) and to loop-read. */
  | { type: 'loop'; delay: LoopDelay }
  /** The realtime callers: every agent's socket is connected. */
  | { type: 'connected'; connectMs: number }
  | { type: 'delivered'; delivery: Delivery }

/** What the parent tells its children: stop; reset or read the event-loop delay; (the callers) post the calls. */
export type ParentMessage = { type: 'stop' } | { type: 'loop-start' } | { type: 'loop-read' } | { type: 'go' }

export type Kind = 'pglite' | 'postgres'

/** The real app's child: seeds its database, signs in, serves. */
export interface ServeSpec {
  kind: Kind
  url?: string
  dir?: string
  users: number
  /** Agents with active sessions to create for the realtime check (0: none). */
  agents: number
  /** The database already holds the demo data and the bulk users (BENCH_TEMPLATE_DB): no seeding. */
  seeded?: boolean
}

/** The baseline's child: the database the real app seeded, and the cookie of its signed-in session. */
export interface BaselineSpec {
  url: string
  cookie: string
  users: number
}

/** The realtime callers' child: the real app's agents, and the calls to post (paced) when told to go. */
export interface CallsSpec {
  url: string
  agents: Agent[]
  calls: number
  rate: number
}

export const ADMIN = '9000000001'
export const LIST_PATH = '/api/admin/user/all'
export const HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }
/** The telephony webhook's shared secret in the real app's child (EXOTEL_WEBHOOK_SECRET). */
export const WEBHOOK_SECRET = 'bench-webhook-secret-0123456789'
