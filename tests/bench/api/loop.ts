import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { ChildMessage, LoopDelay, ParentMessage } from './protocol'

/** The monitor's timer interval (ms); the figure is taken with this resolution. */
export const LOOP_RESOLUTION_MS = 10

/**
 * In a child: watches its own event loop (perf_hooks.monitorEventLoopDelay) and answers the parent's loop-start (the
 * figures so far, then a reset) and loop-read with { type: 'loop' }. The histogram holds the intervals between the
 * monitor's timer ticks, so an idle loop reads about 10 ms; the figures are what exceeds that interval (as
 * @fastify/under-pressure reports it), so 0 is a loop that never waited.
 */
export function watchLoop(): void {
  const h = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS })
  h.enable()
  const over = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS)
  // The process's CPU time (every thread: user + system) since the last loop-start.
  let cpuFrom = process.cpuUsage()
  const cpuMs = () => {
    const d = process.cpuUsage(cpuFrom)
    return (d.user + d.system) / 1000
  }
  const read = (): LoopDelay => ({
    ...(h.count ? { p50: over(h.percentile(50)), p99: over(h.percentile(99)), max: over(h.max) } : { p50: 0, p99: 0, max: 0 }),
    cpuMs: cpuMs(),
  })
  process.on('message', (m: ParentMessage) => {
    if (m.type !== 'loop-start' && m.type !== 'loop-read') return
    const delay = read()
    if (m.type === 'loop-start') {
      h.reset()
      cpuFrom = process.cpuUsage()
    }
    process.send!({ type: 'loop', delay } satisfies ChildMessage)
  })
}
