/**
 * The tracking graphs' benchmark (issue 21): a 1,000,000-line log generated in memory, parsed as an upload is, then
 * the graphs' draw path timed: the stored columns read back (cold) or cached (warm), every series downsampled to the
 * chart's width (min/max per pixel bucket, ~2,000 points), the route thinned and the answer serialised. Prints the
 * times (median and worst of the runs) and the number of points that reach the page.
 *
 *   npm run bench:tracking [-- --lines 1000000 --points 2000 --runs 10]
 */
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { rideCsv } from '../shared/api/tracking-generate'
import { TRACKING_SERIES } from '../shared/api/tracking'
import { decodeParsed, encodeParsed } from '../server/modules/tracking/columns'
import { parseTrackingLog } from '../server/modules/tracking/parse'
import { seriesOf } from '../server/modules/tracking/routes'

const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '1000000' },
    points: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '10' },
  },
})
const lines = Number(values.lines)
const points = Number(values.points)
const runs = Number(values.runs)
const ms = (a: number) => `${a.toFixed(1)} ms`

let t0 = performance.now()
const csv = rideCsv({ lines, faultEvery: 5000 })
console.log(
  `generated ${lines.toLocaleString('en')} lines (${(csv.length / 1024 / 1024).toFixed(0)} MB of CSV) in ${ms(performance.now() - t0)}`,
)
t0 = performance.now()
const { parsed, badLineCount } = parseTrackingLog(csv)
console.log(
  `parsed (ingest, once per upload): ${ms(performance.now() - t0)}; ${parsed.n.toLocaleString('en')} lines, ${badLineCount} refused`,
)
const stored = encodeParsed(parsed)
console.log(`stored columns: ${(stored.length / 1024 / 1024).toFixed(0)} MB`)

function draw(cold: boolean) {
  const start = performance.now()
  const log = cold ? decodeParsed(stored) : parsed
  const s = seriesOf(log, { points })
  const body = JSON.stringify(s)
  const time = performance.now() - start
  const count = TRACKING_SERIES.reduce((n, k) => n + s.series[k].t.length, 0)
  const most = Math.max(...TRACKING_SERIES.map((k) => s.series[k].t.length))
  return { time, count, most, route: s.route.length, bytes: body.length }
}

for (const cold of [true, false]) {
  const times: number[] = []
  let last = draw(cold)
  for (let i = 0; i < runs; i++) {
    last = draw(cold)
    times.push(last.time)
  }
  times.sort((a, b) => a - b)
  console.log(
    `draw path (${cold ? 'cold: columns read back from storage bytes' : 'warm: columns cached'}): median ${ms(times[times.length >> 1]!)}, worst ${ms(times[times.length - 1]!)}; ` +
      `points per series ≤ ${last.most}, all series ${last.count}, route ${last.route}; answer ${(last.bytes / 1024).toFixed(0)} KB`,
  )
}
const zoomed = (() => {
  const start = performance.now()
  const t = parsed.data.subarray(0, parsed.n)
  const s = seriesOf(parsed, { from: t[Math.floor(parsed.n * 0.4)], to: t[Math.floor(parsed.n * 0.45)], points })
  return { time: performance.now() - start, n: s.inWindow, most: Math.max(...TRACKING_SERIES.map((k) => s.series[k].t.length)) }
})()
console.log(`zoomed window (${zoomed.n.toLocaleString('en')} lines): ${ms(zoomed.time)}, points per series ≤ ${zoomed.most}`)
console.log('target: the whole draw path under 300 ms, at most a few thousand points per series in the DOM')
