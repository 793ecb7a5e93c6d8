import type { Redis } from 'ioredis'
import type { Clock } from '../clock'
import { memoryCounts, sharedCounts } from '../lib/window-counts'

export const ACCOUNT_LIMIT_WINDOW_MS = 15 * 60_000

export interface AccountLimit {
  /** Counts one call for `key` and says whether it is within the limit of the current window. */
  take(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>
}

/**
 * At most `max` calls per key (a mobile number) per window, from whatever address they come (SECURITY.md item 25).
 * With `redis` the count is shared by every node; while Redis is away this node counts on its own
 * (server/lib/window-counts.ts), and the Redis client's log says so once per outage (server/lib/redis.ts).
 */
export function accountLimit(opts: {
  max: number
  clock: Clock
  redis: Redis | null
  windowMs?: number
  /** What the shared counts' keys begin with (REDIS_PREFIX). */
  prefix: string
}): AccountLimit {
  const windowMs = opts.windowMs ?? ACCOUNT_LIMIT_WINDOW_MS
  const local = memoryCounts(() => opts.clock.now().getTime())
  const counts = opts.redis ? sharedCounts(opts.redis, `${opts.prefix}:account-limit:`, local) : local
  return {
    async take(key) {
      const { count, ttlMs } = await counts.hit(key, windowMs)
      return { allowed: count <= opts.max, retryAfterSeconds: Math.ceil(ttlMs / 1000) }
    },
  }
}
