import type { Case } from './cases'
import type { AutocannonResult } from './load'

/** issue 23's targets: ours at least 0.8× the baseline's requests/s, p99 at most 1.25× the baseline's; open loop p99 ≤ 50 ms. */
export const TARGET_RATE = 0.8
export const TARGET_P99 = 1.25
export const OPEN_LOOP_P99_MS = 50

export interface Row {
  db: string
  c: Case
  ours: AutocannonResult
  baseline?: AutocannonResult
}

const errors = (r: AutocannonResult) => `${r.errors + r.timeouts}/${r.non2xx}`
const rate = (r: AutocannonResult) => r.requests.average.toFixed(0)

/** Ours beside the baseline (PostgreSQL), with the ratios and whether the targets hold. */
export function printComparison(rows: Row[]): void {
  if (!rows.some((r) => r.baseline)) return
  console.log('')
  console.log(
    '| database | case | ours req/s | floor req/s | ratio | ours p50 / p99 ms | floor p50 / p99 ms | p99 ratio | errors+timeouts/non-2xx ours, floor | targets |',
  )
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---|')
  for (const { db, c, ours, baseline } of rows) {
    if (!baseline) continue
    const r = ours.requests.average / Math.max(baseline.requests.average, 1e-9)
    const p = ours.latency.p99 / Math.max(baseline.latency.p99, 1e-9)
    const holds = r >= TARGET_RATE && p <= TARGET_P99 && ours.errors + ours.timeouts === 0
    console.log(
      `| ${db} | (${c.id}) ${c.title} | ${rate(ours)} | ${rate(baseline)} | ${r.toFixed(2)}× | ${ours.latency.p50} / ${ours.latency.p99} | ` +
        `${baseline.latency.p50} / ${baseline.latency.p99} | ${p.toFixed(2)}× | ${errors(ours)}, ${errors(baseline)} | ` +
        `${holds ? 'hold' : 'not met'} (req/s ${r >= TARGET_RATE ? '≥' : '<'} ${TARGET_RATE}×, p99 ${p <= TARGET_P99 ? '≤' : '>'} ${TARGET_P99}×) |`,
    )
  }
}

/** Ours alone (PGlite has no baseline). */
export function printAlone(rows: Row[]): void {
  const alone = rows.filter((r) => !r.baseline)
  if (!alone.length) return
  console.log('')
  console.log('| database | case | req/s | p50 ms | p99 ms | requests | errors+timeouts | non-2xx |')
  console.log('|---|---|---:|---:|---:|---:|---:|---:|')
  for (const { db, c, ours: r } of alone) {
    console.log(
      `| ${db} | (${c.id}) ${c.title} | ${rate(r)} | ${r.latency.p50} | ${r.latency.p99} | ${r.requests.total} | ${r.errors + r.timeouts} | ${r.non2xx} |`,
    )
  }
}

export function printOpenLoop(db: string, c: Case, rps: number, r: AutocannonResult): void {
  console.log('')
  console.log(
    `open loop, ours on ${db}, (${c.id}) ${c.title}, ${rps} requests/s: ${rate(r)} req/s served, p50 ${r.latency.p50} ms, ` +
      `p99 ${r.latency.p99} ms, max ${r.latency.max} ms, errors+timeouts ${r.errors + r.timeouts}, non-2xx ${r.non2xx}: ` +
      `target p99 ≤ ${OPEN_LOOP_P99_MS} ms ${r.latency.p99 <= OPEN_LOOP_P99_MS && r.errors + r.timeouts === 0 ? 'holds' : 'not met'}`,
  )
}
