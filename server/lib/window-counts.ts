import type { Redis } from 'ioredis'

export interface WindowCount {
  /** Hits of the key in its current window, this one included. */
  count: number
  /** Until the window ends. */
  ttlMs: number
}

/** Counts hits per key in fixed windows, the first hit of a key opening its window (the limits' counters). */
export interface WindowCounts {
  hit(key: string, windowMs: number): Promise<WindowCount>
}

/** Above this many keys held in memory, windows that ended are swept out (and the next sweep waits for twice as many). */
const SWEEP_ABOVE = 10_000

/** One node's counters: a Map is enough, since increments in one process never interleave. */
export function memoryCounts(now: () => number): WindowCounts {
  const windows = new Map<string, { count: number; endsAt: number }>()
  let sweepAbove = SWEEP_ABOVE
  return {
    async hit(key, windowMs) {
      const t = now()
      if (windows.size > sweepAbove) {
        for (const [k, w] of windows) if (w.endsAt <= t) windows.delete(k)
        sweepAbove = Math.max(SWEEP_ABOVE, windows.size * 2)
      }
      let w = windows.get(key)
      if (!w || w.endsAt <= t) windows.set(key, (w = { count: 0, endsAt: t + windowMs }))
      w.count += 1
      return { count: w.count, ttlMs: w.endsAt - t }
    },
  }
}

/** INCR and the window's expiry in one script, so concurrent hits on any node count exactly once each. */
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}
`

/**
 * Counters shared by every node through Redis (keys under `prefix`). While Redis is away (the client is not ready, or
 * a command fails: server/lib/redis.ts makes that immediate or within its command timeout) this node counts on
 * `local`, so a limit keeps holding per node instead of being skipped (SECURITY.md items 11, 25 and 33).
 */
export function sharedCounts(redis: Redis, prefix: string, local: WindowCounts): WindowCounts {
  return {
    async hit(key, windowMs) {
      if (redis.status !== 'ready') return local.hit(key, windowMs)
      try {
        const [count, ttl] = (await redis.eval(HIT, 1, `${prefix}${key}`, windowMs)) as [number, number]
        return { count, ttlMs: Math.max(ttl, 0) }
      } catch {
        return local.hit(key, windowMs)
      }
    },
  }
}
