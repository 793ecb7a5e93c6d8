import { describeLatency, pct, type Delivery } from '../realtime/calls'
import type { Case } from './cases'
import type { LoadResult } from './load'

/** issue 23's targets: ours at least 0.8× the baseline's requests/s, p99 at most 1.25× the baseline's; open loop p99 ≤ 50 ms. */
export const TARGET_RATE = 0.8
export const TARGET_P99 = 1.25
export const OPEN_LOOP_P99_MS = 50
/** …and on PGlite: no error or timeout at 100 clients, the server's event-loop delay p99 under 20 ms. */
export const LOOP_P99_MS = 20

export interface Row {
  db: string
  c: Case
  ours: LoadResult
  baseline?: LoadResult
}

/** The realtime check: incoming calls posted while a list case loads the same server. */
export interface RealtimeRow {
  db: string
  c: Case
  list: LoadResult
  delivery: Delivery
  agents: number
  connectMs: number
}

const rate = (r: LoadResult) => r.requests.average.toFixed(0)
const ms = (n: number | undefined) => (n === undefined ? '–' : n < 10 ? n.toFixed(1) : n.toFixed(0))
/** Answers that were not a success, the 503s among them (the database's queue full), timeouts, other failed requests. */
const s503 = (r: LoadResult) => r.statusCodeStats['503']?.count ?? 0
const faults = (r: LoadResult) => `${r.non2xx} / ${s503(r)} / ${r.timeouts} / ${r.errors - r.timeouts}`
const clean = (r: LoadResult) => r.non2xx === 0 && r.errors === 0
/** Requests still unanswered when the run stopped (slow, not lost: autocannon closes their connections). */
const unanswered = (r: LoadResult) => Math.max(0, r.requests.sent - r.requests.total - r.errors)
const loop = (r: LoadResult) => (r.loop ? `${ms(r.loop.p50)} / ${ms(r.loop.p99)} / ${ms(r.loop.max)}` : '–')
/** The server's CPU time per answered request (all its threads), ms. */
const cpu = (r: LoadResult) => (r.loop?.cpuMs !== undefined && r.requests.total ? (r.loop.cpuMs / r.requests.total).toFixed(2) : '–')
const loopHolds = (r: LoadResult) => r.loop !== undefined && r.loop.p99 < LOOP_P99_MS

/** The header's note on the event-loop figures. */
export function printLoopNote(): void {
  console.log('')
  console.log(
    'event loop: the server process’s perf_hooks.monitorEventLoopDelay({ resolution: 10 }) over the run, in ms beyond the ' +
      '10 ms timer interval (an idle loop reads 0); faults: non-2xx / 503 / timeouts / other errors',
  )
}

/** Ours beside the baseline (PostgreSQL), with the ratios and whether the targets hold. */
export function printComparison(rows: Row[]): void {
  if (!rows.some((r) => r.baseline)) return
  console.log('')
  console.log(
    '| database | case | ours req/s | floor req/s | ratio | ours p50 / p99 ms | floor p50 / p99 ms | p99 ratio | ' +
      'event loop p50 / p99 / max ms ours; floor | CPU ms per request ours; floor | faults ours; floor | targets |',
  )
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|')
  for (const { db, c, ours, baseline } of rows) {
    if (!baseline) continue
    const r = ours.requests.average / Math.max(baseline.requests.average, 1e-9)
    const p = ours.latency.p99 / Math.max(baseline.latency.p99, 1e-9)
    const holds = r >= TARGET_RATE && p <= TARGET_P99 && clean(ours)
    console.log(
      `| ${db} | (${c.id}) ${c.title} | ${rate(ours)} | ${rate(baseline)} | ${r.toFixed(2)}× | ${ours.latency.p50} / ${ours.latency.p99} | ` +
        `${baseline.latency.p50} / ${baseline.latency.p99} | ${p.toFixed(2)}× | ${loop(ours)}; ${loop(baseline)} | ${cpu(ours)}; ${cpu(baseline)} | ` +
        `${faults(ours)}; ${faults(baseline)} | ` +
        `${holds ? 'hold' : 'not met'} (req/s ${r >= TARGET_RATE ? '≥' : '<'} ${TARGET_RATE}×, p99 ${p <= TARGET_P99 ? '≤' : '>'} ${TARGET_P99}×) |`,
    )
  }
}

/** Ours alone (PGlite has no baseline), against the embedded database's targets. */
export function printAlone(rows: Row[]): void {
  const alone = rows.filter((r) => !r.baseline)
  if (!alone.length) return
  console.log('')
  console.log(
    '| database | case | req/s | p50 ms | p99 ms | max ms | answered | unanswered at stop | non-2xx | 503 | timeouts | other errors | ' +
      'event loop p50 / p99 / max ms | targets |',
  )
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|')
  for (const { db, c, ours: r } of alone) {
    console.log(
      `| ${db} | (${c.id}) ${c.title} | ${rate(r)} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${r.requests.total} | ` +
        `${unanswered(r)} | ${r.non2xx} | ${s503(r)} | ${r.timeouts} | ${r.errors - r.timeouts} | ${loop(r)} | ` +
        `${clean(r) && loopHolds(r) ? 'hold' : 'not met'} (${clean(r) ? 'no' : 'some'} errors, loop p99 ${loopHolds(r) ? '<' : '≥'} ${LOOP_P99_MS} ms) |`,
    )
  }
}

export function printOpenLoop(db: string, c: Case, rps: number, r: LoadResult, baseline?: LoadResult): void {
  const figures = (x: LoadResult) =>
    `${rate(x)} req/s served, p50 ${x.latency.p50} ms, p99 ${x.latency.p99} ms, max ${x.latency.max} ms, faults ${faults(x)}, ` +
    `event loop ${loop(x)} ms, CPU ${cpu(x)} ms per request`
  console.log('')
  console.log(
    `open loop, ours on ${db}, (${c.id}) ${c.title}, ${rps} requests/s: ${figures(r)}: ` +
      `target p99 ≤ ${OPEN_LOOP_P99_MS} ms ${r.latency.p99 <= OPEN_LOOP_P99_MS && clean(r) ? 'holds' : 'not met'}`,
  )
  if (baseline) console.log(`open loop, the baseline, the same: ${figures(baseline)}`)
}

export function printRealtime({ db, c, list, delivery: d, agents, connectMs }: RealtimeRow): void {
  const delivered = d.latencies.length
  const every = delivered === d.calls && d.lost === 0 && d.failed === 0 && d.misdelivered === 0
  console.log('')
  console.log(
    `realtime during list load, ours on ${db}: (${c.id}) ${c.title}: ${rate(list)} req/s, p99 ${list.latency.p99} ms, ` +
      `faults ${faults(list)}, event loop ${loop(list)} ms; ${agents} agent sockets (connected in ${connectMs} ms), ` +
      `${d.calls} incoming calls paced at ${d.rate.toFixed(0)}/s: delivered ${delivered} of ${d.calls}, latency ${describeLatency(d)} ` +
      `(the webhook answered in p50 ${ms(pct(d.answered, 50))} ms, p99 ${ms(pct(d.answered, 99))} ms); ` +
      `lost ${d.lost}, webhook errors ${d.failed}, misdelivered ${d.misdelivered}: every call delivered ${every ? 'holds' : 'not met'}`,
  )
}
