/**
 * The dashboards on a large business (issue 22): every dashboard call for a one-year range, p50 and p95, and the new
 * dashboard's first paint in Chromium, on PostgreSQL and on PGlite in a folder.
 *
 *   DIST_DIR=/tmp/dist-x npm run build      (the web app the browser loads; the server runs from source)
 *   DIST_DIR=/tmp/dist-x npm run bench:dashboard -- [--db postgres|pglite|both] [--scale 0.1] [--runs 20]
 *                                                   [--warmup 3] [--paint-runs 5] [--no-paint] [--budget 60]
 *
 * Scale 1 is the issue's business: 1,000,000 users, 200,000 bookings, 200,000 test drives, 1,000,000 call logs,
 * 2,000,000 trips, 500,000 subscriptions. The databases are kept between runs and only grown to the size asked:
 * PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench_dashboard, or
 * …/bench_dashboard_<scale> below scale 1; created when missing), PGlite in BENCH_PGLITE_DIR (default
 * /tmp/bench-dashboard-pglite, or …-<scale>). Then VACUUM ANALYZE, the real server in a child process, sign-in as the
 * super admin, and the timings (a call that needs more than --budget seconds for its runs stops after at least 5:
 * its row says how many). Prints figures and never fails on them. Targets (PostgreSQL): every call's p95 ≤ 100 ms,
 * the new dashboard fully drawn (every chart card ready) within 1 s.
 */
import { fork } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { dashboardCalls, signInApi, timeCalls, yearRange, type CallTiming } from './dashboard/calls'
import { timeFirstPaint, type PaintResult } from './dashboard/paint'
import { ensureSeeded, type SeedReport, type Target } from './dashboard/seed'
import { serve, type ServeMessage, type ServeSpec } from './dashboard/serve'

const argv = process.argv.slice(2)
const opt = (name: string, fallback: string) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1]! : fallback)
const DB = opt('db', 'both') as 'postgres' | 'pglite' | 'both'
const SCALE = Number(opt('scale', '1'))
const RUNS = Number(opt('runs', '20'))
const WARMUP = Number(opt('warmup', '3'))
const PAINT_RUNS = Number(opt('paint-runs', '5'))
const BUDGET_MS = Number(opt('budget', '60')) * 1000
const PAINT = !argv.includes('--no-paint')
const suffix = SCALE === 1 ? '' : `_${String(SCALE).replace('.', '_')}`
const PG_URL = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/bench_dashboard${suffix}`
const PGLITE_DIR = process.env.BENCH_PGLITE_DIR ?? `/tmp/bench-dashboard-pglite${suffix.replace('_', '-')}`
const CLIENT_DIR = path.resolve(process.env.DIST_DIR ?? 'dist', 'client')

const log = (s: string) => process.stderr.write(`${s}\n`)
const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1))

/** Creates the PostgreSQL database when it is not there; answers the server's version. */
async function preparePostgres(url: string): Promise<string> {
  const u = new URL(url)
  const name = u.pathname.slice(1)
  u.pathname = '/postgres'
  const c = new pg.Client({ connectionString: u.toString() })
  await c.connect()
  try {
    const found = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!found.rowCount) await c.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`)
    return (await c.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]!.v.split(' ')[0]!
  } finally {
    await c.end()
  }
}

async function withServer<T>(spec: ServeSpec, run: (base: string) => Promise<T>): Promise<T> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', JSON.stringify(spec)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (m: ServeMessage) => (m.type === 'ready' ? resolve(m.port) : reject(new Error(m.error))))
    child.on('exit', (code) => reject(new Error(`the server exited with code ${code}`)))
  })
  try {
    return await run(`http://127.0.0.1:${port}`)
  } finally {
    child.send({ type: 'stop' })
    await new Promise((resolve) => {
      const timer = setTimeout(() => resolve(child.kill('SIGKILL')), 15_000)
      child.once('exit', () => resolve(clearTimeout(timer)))
    })
  }
}

interface Result {
  label: string
  seed: SeedReport
  calls: CallTiming[]
  paint: PaintResult[]
}

async function runDatabase(label: string, target: Target, spec: ServeSpec): Promise<Result> {
  const seed = await ensureSeeded(target, SCALE, log)
  log(
    `${label}: ${JSON.stringify(seed.after)}; seeding ${seed.seedSeconds.toFixed(0)} s, VACUUM ANALYZE ${seed.analyzeSeconds.toFixed(1)} s`,
  )
  return withServer(spec, async (base) => {
    const cookie = await signInApi(base)
    log(`${label}: timing ${dashboardCalls().length} calls, ${WARMUP} warm-up + ${RUNS} runs each…`)
    const calls = await timeCalls(base, cookie, dashboardCalls(yearRange()), { warmup: WARMUP, runs: RUNS, budgetMs: BUDGET_MS })
    let paint: PaintResult[] = []
    if (PAINT) {
      log(`${label}: first paint in Chromium, ${PAINT_RUNS} runs per address…`)
      const day = (s: number) => new Date((s + 19_800) * 1000).toISOString().slice(0, 10)
      const y = yearRange()
      paint = await timeFirstPaint(
        base,
        [
          { label: 'new dashboard, default range', path: '/admin/dashboard' },
          { label: 'new dashboard, one year', path: `/admin/dashboard?start=${day(y.startDate)}&end=${day(y.endDate)}` },
        ],
        PAINT_RUNS,
      )
    }
    return { label, seed, calls, paint }
  })
}

function print(results: Result[]): void {
  const n = (x: number) => x.toLocaleString('en-US')
  console.log(`\nbench:dashboard — scale ${SCALE}, one-year range, ${WARMUP} warm-up + ${RUNS} runs per call`)
  console.log(`Node ${process.version}, ${os.cpus()[0]?.model ?? 'CPU'} × ${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB`)
  for (const r of results) {
    const a = r.seed.after
    console.log(
      `${r.label}: ${n(a.users)} users, ${n(a.bookings)} bookings, ${n(a.testdrives)} test drives, ${n(a.calls)} call logs, ` +
        `${n(a.trips)} trips, ${n(a.subscriptions)} subscriptions`,
    )
  }
  const labels = results.map((r) => r.label)
  console.log(`\n| call (ms) | ${labels.map((l) => `${l} p50 | ${l} p95`).join(' | ')} |`)
  console.log(`|---|${labels.map(() => '---:|---:').join('|')}|`)
  for (const [i, c] of (results[0]?.calls ?? []).entries()) {
    const cells = results.map((r) => {
      const t = r.calls[i]!
      return `${fmt(t.p50)} | ${fmt(t.p95)}${t.runs < RUNS ? ` (${t.runs} runs)` : ''}`
    })
    console.log(`| ${c.call.name} | ${cells.join(' | ')} |`)
  }
  for (const [i, p] of (results[0]?.paint ?? []).entries()) {
    const cells = results.map((r) => {
      const q = r.paint[i]!
      return `${fmt(q.p50)} | ${fmt(q.p95)}${q.errors ? ` (${q.errors} failed)` : ''}`
    })
    console.log(`| first paint: ${p.label}, ${p.charts} charts fully drawn | ${cells.join(' | ')} |`)
  }
  for (const r of results) {
    const worst = [...r.calls].sort((a, b) => b.p95 - a.p95)[0]
    if (worst) console.log(`${r.label}: slowest p95 ${fmt(worst.p95)} ms (${worst.call.name}); first request of it ${fmt(worst.first)} ms`)
  }
}

async function main(): Promise<void> {
  if (PAINT && !fs.existsSync(path.join(CLIENT_DIR, 'index.html'))) {
    throw new Error(`No built app in ${CLIENT_DIR}: run \`DIST_DIR=… npm run build\` first, or pass --no-paint.`)
  }
  const clientDir = fs.existsSync(path.join(CLIENT_DIR, 'index.html')) ? CLIENT_DIR : null
  const results: Result[] = []
  if (DB !== 'pglite') {
    const version = await preparePostgres(PG_URL)
    const target: Target = { label: `PostgreSQL ${version}`, env: { DATABASE_URL: PG_URL } }
    results.push(await runDatabase(target.label, target, { url: PG_URL, clientDir }))
  }
  if (DB !== 'postgres') {
    fs.mkdirSync(PGLITE_DIR, { recursive: true })
    const target: Target = { label: 'PGlite', env: { DATA_DIR: PGLITE_DIR } }
    results.push(await runDatabase('PGlite', target, { dataDir: PGLITE_DIR, clientDir }))
  }
  print(results)
}

if (argv[0] === '--serve') {
  serve(JSON.parse(argv[1]!) as ServeSpec).catch((err: unknown) => {
    process.send!({ type: 'failed', error: String((err as Error)?.stack ?? err) } satisfies ServeMessage)
    process.exit(1)
  })
} else {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err)
      process.exit(1)
    },
  )
}
