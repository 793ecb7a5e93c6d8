/**
 * The bulk booking upload: a 10,000-row xlsx of bookings (the template's 48 columns)
 * - parsed by our reader (server/lib/spreadsheet) and, for comparison only, by the `xlsx` package 0.18.5's parser
 *   (`XLSX.read` + `sheet_to_json`, arrays of cells): the same bytes, each in its own process;
 * - imported end to end through the commit call (read, every row validated by the booking form's schema and the
 *   module's checks, all 10,000 inserted in one transaction with the customers they create) on PGlite, and on
 *   PostgreSQL when TEST_DATABASE_URL is set.
 * For each: wall time (median of the rounds) and peak memory (resident set and JS heap, sampled every 5 ms, above
 * the process's level before the run).
 *
 *   npm run bench:import          (`-- --rounds N`, default 3; `--rows N`, default 10,000)
 *
 * Prints figures only; it never fails on timings.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

interface Measured {
  ms: number
  rss: number
  heap: number
  detail?: string
}

/** Runs `work` while sampling memory; answers its time and the peaks above the levels before it. */
async function measure(work: () => Promise<string | undefined>): Promise<Measured> {
  global.gc?.()
  const base = process.memoryUsage()
  let rss = 0
  let heap = 0
  const sample = () => {
    const m = process.memoryUsage()
    rss = Math.max(rss, m.rss - base.rss)
    heap = Math.max(heap, m.heapUsed - base.heapUsed)
  }
  const timer = setInterval(sample, 5)
  const started = performance.now()
  const detail = await work()
  const ms = performance.now() - started
  clearInterval(timer)
  sample()
  return { ms, rss, heap, ...(detail ? { detail } : {}) }
}

/** One measurement in this (child) process: prints its figures as one JSON line. */
async function child(mode: string, file: string): Promise<void> {
  const bytes = fs.readFileSync(file)
  let result: Measured
  if (mode === 'ours') {
    const { readSpreadsheet } = await import('../../server/lib/spreadsheet')
    result = await measure(async () => `${(await readSpreadsheet(bytes)).length - 1} rows`)
  } else if (mode === 'xlsx') {
    const XLSX = await import('xlsx')
    result = await measure(async () => {
      const wb = XLSX.read(bytes, { type: 'buffer' })
      const rows = XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 })
      return `${rows.length - 1} rows`
    })
  } else {
    const { importOnce } = await import('./import-run')
    result = await importOnce(mode === 'postgres' ? 'postgres' : 'pglite', bytes, measure)
  }
  process.stdout.write(`${JSON.stringify(result)}\n`)
}

function runChild(mode: string, file: string): Measured {
  const self = fileURLToPath(import.meta.url)
  const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', self, '--child', mode, file], {
    encoding: 'utf8',
    env: process.env,
    maxBuffer: 1 << 24,
  })
  const last = r.stdout.trim().split('\n').at(-1) ?? ''
  if (r.status !== 0 || !last.startsWith('{')) throw new Error(`${mode} failed: ${r.stderr.slice(-2000)}`)
  return JSON.parse(last) as Measured
}

async function main(): Promise<void> {
  const rounds = arg('rounds', 3)
  const rows = arg('rows', 10_000)
  const { bookingSheet, toXlsx } = await import('../support/booking-sheets')
  const file = path.join(os.tmpdir(), `bench-import-${randomBytes(4).toString('hex')}.xlsx`)
  fs.writeFileSync(file, toXlsx(bookingSheet({ rows, series: 41, tag: 'BENCH' })))
  console.log(
    `${rows.toLocaleString('en-US')} bookings × 48 columns, xlsx of ${(fs.statSync(file).size / 1024).toFixed(0)} KB; ${rounds} rounds`,
  )
  const modes = ['ours', 'xlsx', 'pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])]
  const label: Record<string, string> = {
    ours: 'parse, our reader',
    xlsx: 'parse, xlsx 0.18.5',
    pglite: 'import end to end, PGlite',
    postgres: 'import end to end, PostgreSQL',
  }
  const results = new Map<string, Measured[]>()
  try {
    for (let round = 0; round < rounds; round++) {
      for (const mode of modes) results.set(mode, [...(results.get(mode) ?? []), runChild(mode, file)])
    }
  } finally {
    fs.rmSync(file, { force: true })
  }
  for (const mode of modes) {
    const runs = results.get(mode)!
    console.log(
      `${label[mode]!.padEnd(32)} median ${median(runs.map((r) => r.ms)).toFixed(0)} ms ` +
        `(${runs.map((r) => r.ms.toFixed(0)).join(', ')}), peak +${mb(median(runs.map((r) => r.rss)))} resident, ` +
        `+${mb(median(runs.map((r) => r.heap)))} heap${runs[0]!.detail ? `; ${runs[0]!.detail}` : ''}`,
    )
  }
  const ours = median(results.get('ours')!.map((r) => r.ms))
  const theirs = median(results.get('xlsx')!.map((r) => r.ms))
  console.log(`our reader is ${(theirs / ours).toFixed(1)}× the speed of the xlsx package's parser on the same file`)
}

const i = process.argv.indexOf('--child')
if (i > 0) await child(process.argv[i + 1]!, process.argv[i + 2]!)
else await main()
