/**
 * The users list API under load: POST /api/admin/user/all on 1,000,000 users, on PGlite and on PostgreSQL.
 *
 *   npm run bench:api                 1,000,000 users, 10 s per case, 100 connections
 *   npm run bench:api -- --quick      100,000 users, 3 s per case (a smoke test)
 *   npm run bench:api -- --only pglite   (or --only postgres)
 *
 * PostgreSQL: BENCH_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres when it answers; a scratch
 * database bench_<random> is created there and dropped afterwards. PGlite: a temporary folder, removed afterwards.
 *
 * Each database is served by a child process running the real app (buildApp + listen, rate limits raised), so
 * autocannon here does not share the server's event loop. The child seeds with the bulk seeder (generateBulk),
 * signs in as the super admin (the one-time code read from the outbox table) and warms up with one request per
 * case: on PGlite the first request pays the table upkeep (VACUUM ANALYZE of a table that never had one); on
 * PostgreSQL the child runs the VACUUM ANALYZE autovacuum would run after a bulk load. Then each case runs with
 * request bodies that vary, so the database does real work:
 *   (a) a selective keyword, sorted by createdAt, pageSize 10: 8-digit mobile prefixes (100 matches each) and
 *       plate prefixes such as 'ka05mh4' (about 20)
 *   (b) the same with pageSize 1000
 *   (c) a broad keyword, pageSize 10: one of 140 first and last names (about 2% of the users each)
 *   (d) no keyword, pageSize 10, a deep page: 4,000 to 6,000
 * Prints figures and never asserts: machines differ, and two cores are shared by autocannon, Node and PostgreSQL.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { desc, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../../server/app'
import { systemClock } from '../../server/clock'
import { loadConfig } from '../../server/config'
import { openDatabase } from '../../server/db/client'
import { outbox, users } from '../../server/db/schema'
import { generateBulk } from '../../server/db/seed/bulk'
import { MOBILE_BASE } from '../../server/db/seed/bulk-sql'
import { seedDemoIfEmpty } from '../../server/db/seed/demo'
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES, RTO_CODES } from '../../server/db/seed/names'
import { DEMO_PASSWORD } from '../../server/db/seed/roles'
import { OutboxSender } from '../../server/providers/outbox'
import { createRng } from '../../server/db/seed/prng'

// ---------------------------------------------------------------------------------------------------------------------
// autocannon (no type declarations are published; the part used here)

interface AutocannonRequest {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest
}
interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number; max: number }
  errors: number
  timeouts: number
  non2xx: number
}
type Autocannon = (opts: {
  url: string
  connections: number
  duration: number
  method: string
  headers: Record<string, string>
  requests: AutocannonRequest[]
}) => Promise<AutocannonResult>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

// ---------------------------------------------------------------------------------------------------------------------
// options

const argv = process.argv.slice(2)
const QUICK = argv.includes('--quick')
const ONLY = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined
const USERS = QUICK ? 100_000 : 1_000_000
const SECONDS = QUICK ? 3 : 10
const CONNECTIONS = 100
const ADMIN = '9000000001'
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

type Kind = 'pglite' | 'postgres'
interface ServeSpec {
  kind: Kind
  url?: string
  dir?: string
  users: number
}
type ChildMessage =
  | { type: 'progress'; text: string }
  | { type: 'ready'; port: number; cookie: string; users: number; seedSeconds: number; warmup: Record<string, number> }
  | { type: 'failed'; error: string }

// ---------------------------------------------------------------------------------------------------------------------
// the cases

const PLATE = 'abcdefghjklmnprstuvwxyz'

function selectiveKeywords(rand: () => number, count: number): string[] {
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    if (i % 2 === 0) {
      // An 8-digit prefix of a generated mobile number: 100 numbers each.
      out.push(String(MOBILE_BASE + 1 + Math.floor(rand() * (USERS - 100))).slice(0, 8))
    } else {
      const rto = RTO_CODES[Math.floor(rand() * RTO_CODES.length)]!
      const letters = PLATE[Math.floor(rand() * PLATE.length)]! + PLATE[Math.floor(rand() * PLATE.length)]!
      out.push(`ka${rto}${letters}${Math.floor(rand() * 10)}`)
    }
  }
  return out
}

const BROAD = [...LAST_NAMES, ...MALE_NAMES, ...FEMALE_NAMES].map((n) => n.toLowerCase())

interface Case {
  id: string
  title: string
  body: () => Record<string, unknown>
}

function cases(): Case[] {
  const rand = createRng(20261121).next
  const selective = selectiveKeywords(rand, 400)
  let s = 0
  let b = 0
  return [
    {
      id: 'a',
      title: 'selective keyword, createdAt, pageSize 10',
      body: () => ({ keyword: selective[s++ % selective.length], sortField: 'createdAt', pageSize: 10 }),
    },
    {
      id: 'b',
      title: 'selective keyword, createdAt, pageSize 1000',
      body: () => ({ keyword: selective[s++ % selective.length], sortField: 'createdAt', pageSize: 1000 }),
    },
    { id: 'c', title: 'broad keyword (~2% each), pageSize 10', body: () => ({ keyword: BROAD[b++ % BROAD.length], pageSize: 10 }) },
    { id: 'd', title: 'no keyword, page 4,000–6,000, pageSize 10', body: () => ({ page: 4000 + Math.floor(rand() * 2001), pageSize: 10 }) },
  ]
}

// ---------------------------------------------------------------------------------------------------------------------
// the child: one database, the real app

async function serve(spec: ServeSpec): Promise<void> {
  const send = (m: ChildMessage) => process.send!(m)
  const database = await openDatabase({ url: spec.url, dataDir: spec.dir ?? 'memory://' })
  await seedDemoIfEmpty(database.db, systemClock)
  const started = performance.now()
  let lastTenth = -1
  await generateBulk(database, {
    users: spec.users,
    now: systemClock.now(),
    onProgress: (_phase, done, total) => {
      const tenth = Math.floor((done / total) * 10)
      if (tenth !== lastTenth) {
        lastTenth = tenth
        send({ type: 'progress', text: `${spec.kind}: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} users` })
      }
    },
  })
  const seedSeconds = (performance.now() - started) / 1000
  if (database.kind === 'postgres') await database.exec('VACUUM ANALYZE users')
  const [{ n }] = (await database.db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }]

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: spec.dir ?? 'memory://',
    ...(spec.url ? { DATABASE_URL: spec.url } : {}),
    API_RATE_LIMIT: '1000000000',
    AUTH_RATE_LIMIT: '100000',
  })
  const clock = systemClock
  const app = await buildApp(
    { config, database, clock, sms: new OutboxSender(database.db, clock, 'sms'), mail: new OutboxSender(database.db, clock, 'mail') },
    { clientDir: null },
  )
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const base = `http://127.0.0.1:${port}/api/admin`

  // Sign in as the super admin: password, then the code the outbox table holds.
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }
  const login = await fetch(`${base}/accountLogin`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }),
  })
  const pending = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1]
  const [message] = await database.db.select().from(outbox).where(eq(outbox.to, ADMIN)).orderBy(desc(outbox.id)).limit(1)
  const otp = message?.text.match(/\b(\d{6})\b/)?.[1]
  const verified = await fetch(`${base}/verify/otp`, {
    method: 'POST',
    headers: { ...headers, cookie: `sid=${pending}` },
    body: JSON.stringify({ otpVal: otp }),
  })
  const cookie = `sid=${/sid=([^;]+)/.exec(verified.headers.get('set-cookie') ?? '')?.[1]}`
  if (!verified.ok) throw new Error(`sign-in failed: ${await verified.text()}`)

  // One request per case before measuring (PGlite's first one runs the table upkeep).
  const warmup: Record<string, number> = {}
  for (const c of cases()) {
    const t = performance.now()
    const r = await fetch(`${base}/user/all`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify(c.body()) })
    if (!r.ok) throw new Error(`warm-up of case ${c.id} answered ${r.status}: ${await r.text()}`)
    await r.arrayBuffer()
    warmup[c.id] = performance.now() - t
  }

  process.on('message', async (m: unknown) => {
    if ((m as { type?: string }).type !== 'stop') return
    await app.close()
    await database.close()
    process.exit(0)
  })
  send({ type: 'ready', port, cookie, users: n, seedSeconds, warmup })
}

// ---------------------------------------------------------------------------------------------------------------------
// the parent: databases, children, autocannon, the table

interface Row {
  db: string
  c: Case
  r: AutocannonResult
}

async function postgresReachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await c.connect()
    await c.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await c.end().catch(() => {})
  }
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    await c.query(statement)
  } finally {
    await c.end()
  }
}

function startChild(spec: ServeSpec): { child: ChildProcess; ready: Promise<Extract<ChildMessage, { type: 'ready' }>> } {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', JSON.stringify(spec)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const ready = new Promise<Extract<ChildMessage, { type: 'ready' }>>((resolve, reject) => {
    child.on('message', (m: ChildMessage) => {
      if (m.type === 'progress') process.stderr.write(`  ${m.text}\n`)
      else if (m.type === 'ready') resolve(m)
      else reject(new Error(m.error))
    })
    child.on('exit', (code) => reject(new Error(`the ${spec.kind} server exited with code ${code}`)))
  })
  return { child, ready }
}

async function runDatabase(label: string, spec: ServeSpec): Promise<Row[]> {
  process.stderr.write(`\n${label}: seeding ${spec.users.toLocaleString('en-US')} users…\n`)
  const { child, ready } = startChild(spec)
  const rows: Row[] = []
  try {
    const info = await ready
    process.stderr.write(
      `${label}: ${info.users.toLocaleString('en-US')} users, seeded in ${info.seedSeconds.toFixed(1)} s; warm-up ` +
        Object.entries(info.warmup)
          .map(([k, v]) => `(${k}) ${v.toFixed(0)} ms`)
          .join(', ') +
        '\n',
    )
    for (const c of cases()) {
      process.stderr.write(`${label}: (${c.id}) ${c.title}, ${CONNECTIONS} connections, ${SECONDS} s…\n`)
      const r = await autocannon({
        url: `http://127.0.0.1:${info.port}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: info.cookie },
        requests: [{ method: 'POST', path: '/api/admin/user/all', setupRequest: (req) => ({ ...req, body: JSON.stringify(c.body()) }) }],
      })
      rows.push({ db: label, c, r })
    }
  } finally {
    child.send({ type: 'stop' })
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL')
        resolve(null)
      }, 15_000)
      child.once('exit', () => {
        clearTimeout(timer)
        resolve(null)
      })
    })
  }
  return rows
}

async function main(): Promise<void> {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  console.log(
    `bench:api — POST /api/admin/user/all, ${USERS.toLocaleString('en-US')} users, ${CONNECTIONS} connections, ${SECONDS} s per case${QUICK ? ' (--quick)' : ''}`,
  )
  console.log(`Node ${process.version}, ${cpu} × ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB`)

  const results: Row[] = []
  if (ONLY !== 'postgres') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'))
    try {
      results.push(...(await runDatabase('PGlite', { kind: 'pglite', dir, users: USERS })))
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  if (ONLY !== 'pglite') {
    if (await postgresReachable(PG_URL)) {
      const name = `bench_${randomBytes(5).toString('hex')}`
      await adminQuery(PG_URL, `CREATE DATABASE ${name}`)
      const url = new URL(PG_URL)
      url.pathname = `/${name}`
      try {
        const version = await (async () => {
          const c = new pg.Client({ connectionString: PG_URL })
          await c.connect()
          const v = (await c.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]!.v
          await c.end()
          return v
        })()
        results.push(...(await runDatabase(`PostgreSQL ${version}`, { kind: 'postgres', url: url.toString(), users: USERS })))
      } finally {
        await adminQuery(PG_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      }
    } else {
      console.log(`PostgreSQL at ${PG_URL.replace(/\/\/[^@]*@/, '//…@')} does not answer: skipped (set BENCH_DATABASE_URL)`)
    }
  }

  console.log('')
  console.log('| database | case | req/s | p50 ms | p99 ms | requests | errors | non-2xx |')
  console.log('|---|---|---:|---:|---:|---:|---:|---:|')
  for (const { db, c, r } of results) {
    console.log(
      `| ${db} | (${c.id}) ${c.title} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.requests.total} | ${r.errors + r.timeouts} | ${r.non2xx} |`,
    )
  }
}

if (argv[0] === '--serve') {
  serve(JSON.parse(argv[1]!) as ServeSpec).catch((err: unknown) => {
    process.send!({ type: 'failed', error: String((err as Error)?.stack ?? err) } satisfies ChildMessage)
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
