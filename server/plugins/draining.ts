import type { ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { unavailable } from '../http'

/** Time a stream told to end gets to send its last line before its connection is ended (SHUTDOWN_FLUSH_MS by default). */
export const FLUSH_MS = 750
/** The least of that time when the shutdown's deadline is near. */
const MIN_FLUSH_MS = 250

export interface Draining {
  /** True once shutdown began: every new request is answered 503/113 with Retry-After. */
  readonly active: boolean
  /** Aborted when streamed answers (exports) must end now: the drain's deadline passed, or the app is closing. */
  readonly streamsEnd: AbortSignal
  /**
   * Begins shutdown (SECURITY.md item 22): the port stays open and answers 503; requests in flight get up to
   * `graceMs` to finish; streams still running then are told to end (an export writes its 'server restarted' line)
   * and get a moment to send it. Resolves when nothing is in flight, at the latest at `endBy` (epoch ms; default
   * `graceMs` + 0.75 s from now), the streams being told to end at least 0.25 s before it. Whatever is still in
   * flight then, a client that stopped reading above all, has its connection destroyed: no client holds the shutdown.
   */
  drain(graceMs: number, endBy?: number): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    draining: Draining
  }
}

/**
 * Graceful shutdown without refused connections: Fastify's own closing stops listening at once (new clients get
 * ECONNREFUSED) and its 503 has neither our envelope nor Retry-After. Here the server keeps listening while it
 * drains and answers new requests itself, and counts the responses in flight (streamed ones included, as hijacked
 * replies run no onResponse hook) to know when it may close.
 */
export function registerDraining(app: FastifyInstance): void {
  let active = false
  const streamsEnd = new AbortController()
  const inFlight = new Set<ServerResponse>()
  let settled: (() => void) | null = null

  app.addHook('onRequest', async (request, reply) => {
    if (active) {
      reply.header('connection', 'close')
      return unavailable()
    }
    const res = reply.raw
    inFlight.add(res)
    res.once('close', () => {
      inFlight.delete(res)
      if (inFlight.size === 0) settled?.()
    })
  })
  app.addHook('preClose', (done) => {
    active = true
    streamsEnd.abort()
    done()
  })

  /** Resolves when nothing is in flight, or after `ms`. */
  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      if (inFlight.size === 0) return resolve()
      const timer = setTimeout(finish, ms)
      function finish() {
        clearTimeout(timer)
        settled = null
        resolve()
      }
      settled = finish
    })

  app.decorate('draining', {
    get active() {
      return active
    },
    streamsEnd: streamsEnd.signal,
    async drain(graceMs: number, endBy = Date.now() + graceMs + FLUSH_MS) {
      active = true
      await idle(Math.max(0, Math.min(graceMs, endBy - MIN_FLUSH_MS - Date.now())))
      if (inFlight.size === 0) return
      app.log.info(`${inFlight.size} answer(s) still in flight: streams are told to end`)
      streamsEnd.abort()
      // The restart line went out where the socket still took it; a reader that stopped reading cannot get it.
      await idle(Math.max(0, endBy - Date.now()))
      for (const res of inFlight) res.destroy()
    },
  } satisfies Draining)
}
