import http from 'node:http'
import { cycle, type Case } from './cases'
import { ask, fetchAnswer, REQUEST_TIMEOUT_S, type LoadResult, type Target } from './load'
import { HEADERS, LIST_PATH } from './protocol'

/**
 * A steady open loop: one request every 1000 / rate ms, on its schedule whatever the answers do, for `seconds`, over at
 * most `connections` keep-alive connections. Each latency is measured from the moment the request was due, not from
 * when it went out, so a request that waited for a free connection (or for this process) counts its wait
 * (coordinated omission corrected).
 *
 * Why not autocannon's `overallRate`: it gives each connection its share per second (100 connections at 200/s: 2 each)
 * and lets every connection send its share as soon as its one-second tick comes. The ticks of all connections start
 * together, so the "steady" 200 requests/s arrive as 100 at once at the top of each second and 100 more as those are
 * answered: a burst test, not a rate.
 *
 * The first WARMUP_S seconds at the same rate are not measured: the run before (the baseline's) left this server idle
 * long enough for its pool to close its idle database connections, and fresh connections (a new backend each, with
 * cold caches) are the start of a run, not its steady state. BENCH_OPEN_TRACE=1 prints the slowest requests with the
 * second of the run they were due in.
 */
const WARMUP_S = 2
export async function openLoop(target: Target, c: Case, rate: number, seconds: number, connections: number): Promise<LoadResult> {
  const next = cycle(c)
  await fetchAnswer(target.port, target.cookie, c.bodies[0]!)
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const latencies: number[] = []
  const trace: [number, number][] = []
  const statusCodeStats: Record<string, { count: number }> = {}
  let errors = 0
  let timeouts = 0
  let non2xx = 0
  let sent = 0
  let measuring = false
  let start = 0
  const pending = new Set<Promise<void>>()

  const send = (due: number) => {
    const body = next()
    const measured = measuring
    if (measured) sent++
    const done = new Promise<void>((resolve) => {
      const failed = () => {
        if (measured) errors++
        resolve()
      }
      const req = http.request(
        {
          host: '127.0.0.1',
          port: target.port,
          path: LIST_PATH,
          method: 'POST',
          agent,
          timeout: REQUEST_TIMEOUT_S * 1000,
          headers: { ...HEADERS, cookie: target.cookie, 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume()
          res.on('end', () => {
            if (measured) {
              latencies.push(performance.now() - due)
              if (process.env.BENCH_OPEN_TRACE) trace.push([due - start, performance.now() - due])
              const code = String(res.statusCode ?? 0)
              statusCodeStats[code] = { count: (statusCodeStats[code]?.count ?? 0) + 1 }
              if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) non2xx++
            }
            resolve()
          })
          res.on('error', failed)
        },
      )
      req.on('timeout', () => {
        if (measured) timeouts++
        req.destroy(new Error('timeout'))
      })
      req.on('error', failed)
      req.end(body)
    })
    pending.add(done)
    void done.then(() => pending.delete(done))
  }

  /** Sends `rate` requests a second for `s` seconds, each at its due moment (a late timer sends what is due at once). */
  const run = (s: number) =>
    new Promise<void>((resolve) => {
      const interval = 1000 / rate
      const total = Math.round(rate * s)
      const from = performance.now()
      start = from
      let k = 0
      const tick = () => {
        const now = performance.now()
        while (k < total && from + k * interval <= now) send(from + k++ * interval)
        if (k >= total) return resolve()
        setTimeout(tick, Math.max(0, from + k * interval - performance.now()))
      }
      tick()
    })

  await run(WARMUP_S)
  await ask(target.child, { type: 'loop-start' }, 'loop')
  measuring = true
  await run(seconds)
  const measuredFrom = start
  measuring = false
  await Promise.all(pending)
  const elapsed = (performance.now() - measuredFrom) / 1000
  agent.destroy()
  const { delay } = await ask(target.child, { type: 'loop-read' }, 'loop')

  if (process.env.BENCH_OPEN_TRACE) {
    const worst = [...trace].sort((a, b) => b[1] - a[1]).slice(0, 40)
    process.stderr.write(`slowest (due at s: ms): ${worst.map(([t, l]) => `${(t / 1000).toFixed(2)}:${l.toFixed(0)}`).join(' ')}\n`)
  }
  latencies.sort((a, b) => a - b)
  const at = (q: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! : 0)
  const round = (n: number) => Math.round(n * 10) / 10
  return {
    requests: { average: latencies.length / Math.max(elapsed, seconds), total: latencies.length, sent },
    latency: {
      p50: round(at(0.5)),
      p99: round(at(0.99)),
      average: round(latencies.reduce((sum, x) => sum + x, 0) / Math.max(1, latencies.length)),
      max: round(latencies.at(-1) ?? 0),
    },
    errors, // timeouts included: a timed-out request is destroyed and fails
    timeouts,
    non2xx,
    statusCodeStats,
    loop: delay,
  }
}
