import rateLimit, { normalizeIP, type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { requestSession } from '../auth/request-session'
import type { SessionStore } from '../auth/sessions'
import { memoryCounts, sharedCounts, type WindowCounts } from '../lib/window-counts'

/** The key of the sign-in calls' limits, and of API calls without a session: the caller's address (its /64 for IPv6). */
export const byAddress = (request: FastifyRequest): string => normalizeIP(request.ip)

/** On the matched route, as '/%61pi/…' is an API route too (SECURITY.md item 34). */
const isApi = (request: FastifyRequest) => request.routeOptions.url?.startsWith('/api/') === true

/**
 * Whether the route needs a signed-in session (the access gate loads it anyway). Only then is the session looked up for
 * the limit's key: the web app's files, public calls and webhooks count per address and never touch a session (a look-up
 * refreshes its idle time).
 */
function needsSession(request: FastifyRequest): boolean {
  const access = request.routeOptions.config?.access
  return isApi(request) && access !== undefined && (typeof access !== 'string' || access === 'signedIn')
}

/** @fastify/rate-limit's store on our counters; a route with a limit of its own counts under its method and path. */
function storeOf(counts: WindowCounts): FastifyRateLimitStoreCtor {
  class Store implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counts.hit(`${this.prefix}${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      )
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route under `routeInfo` (its typings say the route itself).
      const route = (routeOptions as unknown as { routeInfo?: { method?: unknown; url?: string } }).routeInfo ?? routeOptions
      return new Store(undefined, `${this.prefix}${String(route.method)}${route.url}-`)
    }
  }
  return Store
}

/**
 * The API limit (API_RATE_LIMIT a minute) on every /api route without a limit of its own (SECURITY.md items 25, 32
 * and 33). A request to a signed-in route whose cookie names a signed-in session counts against that session, so fifty
 * people behind one office address each have their own budget; any other request (no cookie, a cookie that names no
 * session, a pending sign-in, a public route) counts against its address, so rotating made-up cookies buys no new
 * budget. The session is looked up here,
 * in onRequest before the access gate (which reuses the lookup: auth/request-session.ts), so refused requests count too.
 * The sign-in calls keep their own limit per address (AUTH_RATE_LIMIT, `byAddress`) and per account (account-limit.ts).
 *
 * With `redis` the counts are shared by every node; while Redis is away each node counts on its own
 * (lib/window-counts.ts): the limits keep holding, per node, and nothing waits for Redis (lib/redis.ts).
 */
export async function registerRateLimits(app: FastifyInstance, store: SessionStore, redis: Redis | null): Promise<void> {
  const { config } = app.deps
  const local = memoryCounts(Date.now)
  await app.register(rateLimit, {
    global: true,
    max: config.API_RATE_LIMIT,
    timeWindow: 60_000,
    store: storeOf(redis ? sharedCounts(redis, `${config.REDIS_PREFIX}:rate-limit:`, local) : local),
    keyGenerator: async (request) => {
      if (!needsSession(request)) return `address:${byAddress(request)}`
      const auth = await requestSession(request, store, config)
      return auth?.stage === 'active' ? `session:${auth.sessionHash}` : `address:${byAddress(request)}`
    },
    allowList: (request) => !isApi(request),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      responseCode: 112,
      message: 'Please try after some time',
      retryAfter: ctx.after,
    }),
  })
}
