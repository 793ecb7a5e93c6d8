import type { Redis } from 'ioredis'
import type { Clock } from '../clock'

export const ACCOUNT_LIMIT_WINDOW_MS = 15 * 60_000

export interface AccountLimit {
  /** Counts one call for `key` and says whether it is within the limit of the current window. */
  take(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>
}

/** Above this many numbers held in memory, windows that ended are swept out. */
const SWEEP_ABOVE = 10_000

/** One node's counters: a Map is enough, since increments in one process never interleave. */
function memoryLimit(max: number, windowMs: number, clock: Clock): AccountLimit {
  const windows = new Map<string, { count: number; endsAt: number }>()
  return {
    async take(key) {
      const now = clock.now().getTime()
      if (windows.size > SWEEP_ABOVE) for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k)
      let w = windows.get(key)
      if (!w || w.endsAt <= now) windows.set(key, (w = { count: 0, endsAt: now + windowMs }))
      w.count += 1
      return { allowed: w.count <= max, retryAfterSeconds: Math.ceil((w.endsAt - now) / 1000) }
    },
  }
}

/** INCR and the window's expiry in one script, so concurrent calls on any node count exactly once each. */
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}
`

/** Counters shared by every node through Redis; while Redis fails, this node counts on its own. */
function redisLimit(redis: Redis, max: number, windowMs: number, fallback: AccountLimit, onError: (err: unknown) => void): AccountLimit {
  return {
    async take(key) {
      try {
        const [count, ttl] = (await redis.eval(HIT, 1, `ev:account-limit:${key}`, windowMs)) as [number, number]
        return { allowed: count <= max, retryAfterSeconds: Math.ceil(Math.max(ttl, 0) / 1000) }
      } catch (err) {
        onError(err)
        return fallback.take(key)
      }
    },
  }
}

/** At most `max` calls per key (a mobile number) per window, from whatever address they come (SECURITY.md item 25). */
export function accountLimit(opts: {
  max: number
  clock: Clock
  redis: Redis | null
  onRedisError: (err: unknown) => void
  windowMs?: number
}): AccountLimit {
  const windowMs = opts.windowMs ?? ACCOUNT_LIMIT_WINDOW_MS
  const local = memoryLimit(opts.max, windowMs, opts.clock)
  return opts.redis ? redisLimit(opts.redis, opts.max, windowMs, local, opts.onRedisError) : local
}
