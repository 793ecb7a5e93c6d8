/**
 * The users list API under load, beside its floor (issue 23): POST /api/admin/user/all on 1,000,000 users.
 *
 *   npm run bench:api                 1,000,000 users, 10 s per case, 100 connections
 *   npm run bench:api -- --quick      100,000 users, 3 s per case (a smoke test)
 *   npm run bench:api -- --users 20000 [--seconds 5]   any size (a few minutes at 20,000 users)
 *   npm run bench:api -- --only pglite   (or --only postgres)
 *   npm run bench:api -- --agents 100 --calls 200      the realtime check's size (--agents 0: no check)
 *   npm run bench:api -- --cases a,d  only these cases (the open loop runs when (a) does)
 *   BENCH_TEMPLATE_DB=<name>          PostgreSQL: copy the scratch database from this one, already seeded with as many
 *                                     users (a previous run's data: minutes of seeding spared while tuning)
 *
 * PostgreSQL: BENCH_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres when it answers; a scratch
 * database bench_<random> is created there and dropped afterwards. PGlite: a temporary folder, removed afterwards.
 *
 * Each database is served by a child process running the real app (tests/bench/api/app-server.ts), so autocannon here
 * does not share the server's event loop. On PostgreSQL a second child serves the baseline (tests/bench/api-baseline.ts:
 * node:http + pg, the same session lookup and the same list statements, nothing else) on the same data and session;
 * before measuring, one answer per case from each is compared (they must be the same JSON). Then each case
 * (tests/bench/api/cases.ts) runs against ours and then the baseline, with request bodies that vary, and ours runs once
 * more open loop, and then the baseline: a steady 200 requests/s on the selective keyword, one request every 5 ms on
 * its schedule, latency from the moment each was due (tests/bench/api/open-loop.ts: autocannon's overallRate sends
 * bursts, not a rate). Every run reads the server's event-loop delay over it (tests/bench/api/loop.ts) and counts
 * non-2xx answers, 503s, timeouts (60 s: slow is measured, lost is counted) and other errors apart.
 *
 * The realtime check (issue 23: incoming calls still reach every agent while the list is under load): a third child
 * (tests/bench/api/callers.ts) connects the agents' sockets to ours, then during one more run of the pageSize 1000
 * case posts incoming-call webhooks paced over the run, and answers how many reached their agent and how fast.
 *
 * Prints ours beside the baseline with the ratios and whether issue 23's targets hold (ours ≥ 0.8× the baseline's
 * req/s, p99 ≤ 1.25× the baseline's; open loop p99 ≤ 50 ms), and PGlite alone (no errors or timeouts, event-loop delay
 * p99 < 20 ms). Never asserts: machines differ, and two cores are shared by autocannon, Node and PostgreSQL.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { benchCases, type Case } from './api/cases'
import { adminQuery, ask, fetchAnswer, load, postgresReachable, startChild, stopChild, type Ready, type Target } from './api/load'
import { openLoop } from './api/open-loop'
import type { BaselineSpec, CallsSpec, ServeSpec } from './api/protocol'
import { printAlone, printComparison, printLoopNote, printOpenLoop, printRealtime, type RealtimeRow, type Row } from './api/report'
import type { Delivery } from './realtime/calls'

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    users: { type: 'string' },
    seconds: { type: 'string' },
    agents: { type: 'string', default: '100' },
    calls: { type: 'string', default: '200' },
    cases: { type: 'string' },
  },
})
const QUICK = args.quick
const ONLY = args.only
const USERS = Number(args.users ?? (QUICK ? 100_000 : 1_000_000))
const SECONDS = Number(args.seconds ?? (QUICK ? 3 : 10))
const AGENTS = Number(args.agents)
const CALLS = Number(args.calls)
const CASES = args.cases?.split(',')
const TEMPLATE_DB = process.env.BENCH_TEMPLATE_DB
const CONNECTIONS = 100
const OPEN_LOOP_RATE = 200
/** The realtime check loads the list with the case whose answers are the largest (pageSize 1000). */
const REALTIME_CASE = 'b'
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const here = path.dirname(fileURLToPath(import.meta.url))
const APP_SERVER = path.join(here, 'api', 'app-server.ts')
const BASELINE_SERVER = path.join(here, 'api-baseline.ts')
const CALLERS = path.join(here, 'api', 'callers.ts')

const openLoops: (() => void)[] = []
const realtime: RealtimeRow[] = []
const log = (text: string) => process.stderr.write(`${text}\n`)

function describeReady(label: string, info: Ready): void {
  const warm = Object.entries(info.warmup).map(([k, v]) => `(${k}) ${v.toFixed(0)} ms`)
  log(`${label}: ${info.users.toLocaleString('en-US')} users, seeded in ${info.seedSeconds.toFixed(1)} s; warm-up ${warm.join(', ')}`)
}

/** The baseline's answers against ours, one pair per case's first two bodies (they must be the same JSON). */
async function compareAnswers(label: string, ours: Target, base: Target, cases: Case[]): Promise<void> {
  let same = 0
  let bytes = 0
  for (const c of cases) {
    for (const body of [c.bodies[0]!, c.bodies[1]!]) {
      const [a, b] = await Promise.all([fetchAnswer(ours.port, ours.cookie, body), fetchAnswer(base.port, base.cookie, body)])
      if (a === b) {
        same++
        bytes += a.length
      } else {
        log(
          `${label}: WARNING: the baseline answers ${JSON.stringify(body)} differently:\n  ours  ${a.slice(0, 300)}\n  floor ${b.slice(0, 300)}`,
        )
      }
    }
  }
  log(
    `${label}: the baseline's answers are ours byte for byte for ${same} of ${cases.length * 2} bodies (${bytes.toLocaleString('en-US')} bytes)`,
  )
}

/**
 * Incoming calls during a run of case `c` on ours: the callers' child connects the agents first, then is told to post
 * the calls half a second into the run, paced so the last goes out before the run ends.
 */
async function realtimeCheck(label: string, ours: Target, info: Ready, c: Case): Promise<void> {
  const agents = info.agents ?? []
  const rate = CALLS / Math.max(1, SECONDS - 1.5)
  const spec: CallsSpec = { url: `http://127.0.0.1:${ours.port}`, agents, calls: CALLS, rate }
  const callers = startChild(CALLERS, 'realtime callers', spec, 'connected')
  try {
    const { connectMs } = await callers.ready
    log(`${label}: realtime: ${agents.length} agent sockets connected; (${c.id}) under load, ${CALLS} calls at ${rate.toFixed(0)}/s…`)
    let delivered: Promise<{ delivery: Delivery }> | undefined
    const list = await load(ours, c, CONNECTIONS, SECONDS, () => {
      delivered = new Promise((r) => setTimeout(r, 500)).then(() => ask(callers.child, { type: 'go' }, 'delivered'))
    })
    const { delivery } = await delivered!
    realtime.push({ db: label, c, list, delivery, agents: agents.length, connectMs })
  } finally {
    await stopChild(callers.child)
  }
}

/** Ours on one database; with `baselineUrl`, the baseline beside it on the same data, and the open-loop case. */
async function runDatabase(label: string, spec: ServeSpec, baselineUrl?: string): Promise<Row[]> {
  log(`\n${label}: seeding ${spec.users.toLocaleString('en-US')} users…`)
  const app = startChild(APP_SERVER, label, spec)
  let floor: { child: Target['child'] } | undefined
  const rows: Row[] = []
  try {
    const info = await app.ready
    describeReady(label, info)
    const ours: Target = { port: info.port, cookie: info.cookie, child: app.child }
    const cases = benchCases(spec.users).filter((c) => !CASES || CASES.includes(c.id))
    let base: Target | undefined
    if (baselineUrl) {
      log(`${label}: baseline recording the statements of ${cases.reduce((n, c) => n + c.bodies.length, 0)} request bodies…`)
      const started = startChild(BASELINE_SERVER, 'baseline', {
        url: baselineUrl,
        cookie: info.cookie,
        users: spec.users,
      } satisfies BaselineSpec)
      floor = started
      const ready = await started.ready
      base = { port: ready.port, cookie: ready.cookie, child: started.child }
      log(`${label}: baseline ready, recorded in ${ready.seedSeconds.toFixed(1)} s`)
      await compareAnswers(label, ours, base, cases)
    }
    for (const c of cases) {
      log(`${label}: (${c.id}) ${c.title}, ${CONNECTIONS} connections, ${SECONDS} s, ours…`)
      const row: Row = { db: label, c, ours: await load(ours, c, CONNECTIONS, SECONDS) }
      if (base) {
        log(`${label}: (${c.id}) the same, baseline…`)
        row.baseline = await load(base, c, CONNECTIONS, SECONDS)
      }
      rows.push(row)
    }
    const open = cases.find((c) => c.id === 'a')
    if (base && open) {
      log(`${label}: open loop, ${OPEN_LOOP_RATE} requests/s, (${open.id}), ${SECONDS} s, ours…`)
      const r = await openLoop(ours, open, OPEN_LOOP_RATE, SECONDS, CONNECTIONS)
      log(`${label}: open loop, the same, baseline…`)
      const b = await openLoop(base, open, OPEN_LOOP_RATE, SECONDS, CONNECTIONS)
      openLoops.push(() => printOpenLoop(label, open, OPEN_LOOP_RATE, r, b))
    }
    const realtimeCase = cases.find((c) => c.id === REALTIME_CASE)
    if (info.agents?.length && realtimeCase) await realtimeCheck(label, ours, info, realtimeCase)
  } finally {
    if (floor) await stopChild(floor.child)
    await stopChild(app.child)
  }
  return rows
}

async function main(): Promise<void> {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  console.log(
    `bench:api — POST /api/admin/user/all, ${USERS.toLocaleString('en-US')} users, ${CONNECTIONS} connections, ${SECONDS} s per case${QUICK ? ' (--quick)' : ''}` +
      (AGENTS > 0 ? `; realtime check: ${AGENTS} agents, ${CALLS} calls during (${REALTIME_CASE})` : ''),
  )
  console.log(`Node ${process.version}, ${cpu} × ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB`)

  const results: Row[] = []
  if (ONLY !== 'postgres') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'))
    try {
      results.push(...(await runDatabase('PGlite', { kind: 'pglite', dir, users: USERS, agents: AGENTS })))
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  if (ONLY !== 'pglite') {
    if (await postgresReachable(PG_URL)) {
      const name = `bench_${randomBytes(5).toString('hex')}`
      await adminQuery(
        PG_URL,
        TEMPLATE_DB ? `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB} STRATEGY FILE_COPY` : `CREATE DATABASE ${name}`,
      )
      const url = new URL(PG_URL)
      url.pathname = `/${name}`
      try {
        const [{ v }] = (await adminQuery<{ v: string }>(PG_URL, "select current_setting('server_version') as v")) as [{ v: string }]
        results.push(
          ...(await runDatabase(
            `PostgreSQL ${v.split(' ')[0]}`,
            { kind: 'postgres', url: url.toString(), users: USERS, agents: AGENTS, seeded: Boolean(TEMPLATE_DB) },
            url.toString(),
          )),
        )
      } finally {
        await adminQuery(PG_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      }
    } else {
      console.log(`PostgreSQL at ${PG_URL.replace(/\/\/[^@]*@/, '//…@')} does not answer: skipped (set BENCH_DATABASE_URL)`)
    }
  }

  printLoopNote()
  printComparison(results)
  printAlone(results)
  for (const print of openLoops) print()
  for (const row of realtime) printRealtime(row)
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
