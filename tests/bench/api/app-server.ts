/**
 * The child of bench:api that serves the real app on one database (forked, so autocannon in the parent does not share
 * its event loop): seeds with the bulk seeder (generateBulk), starts buildApp + listen with rate limits raised, signs in
 * as the super admin (the one-time code read from the outbox table) and warms up with one request per case: on PGlite
 * the first request pays the table upkeep (VACUUM ANALYZE of a table that never had one); on PostgreSQL the child runs
 * the VACUUM ANALYZE autovacuum would run after a bulk load. With `spec.agents`, creates that many agents with sessions
 * for the realtime check (their sockets and calls come from another child). Answers the parent's event-loop questions
 * (loop.ts) about this process, whatever thread the database runs on.
 */
import { desc, eq, sql } from 'drizzle-orm'
import { buildApp } from '../../../server/app'
import { systemClock } from '../../../server/clock'
import { loadConfig } from '../../../server/config'
import { openDatabase } from '../../../server/db/client'
import { outbox, users } from '../../../server/db/schema'
import { generateBulk } from '../../../server/db/seed/bulk'
import { seedDemoIfEmpty } from '../../../server/db/seed/demo'
import { DEMO_PASSWORD } from '../../../server/db/seed/roles'
import { OutboxSender } from '../../../server/providers/outbox'
import { createAgents } from '../realtime/agents'
import { benchCases } from './cases'
import { watchLoop } from './loop'
import { ADMIN, HEADERS, LIST_PATH, WEBHOOK_SECRET, type ChildMessage, type ParentMessage, type ServeSpec } from './protocol'

async function serve(spec: ServeSpec): Promise<void> {
  const send = (m: ChildMessage) => process.send!(m)
  const database = await openDatabase({ url: spec.url, dataDir: spec.dir ?? 'memory://' })
  await seedDemoIfEmpty(database.db, systemClock)
  const started = performance.now()
  let lastTenth = -1
  if (!spec.seeded)
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
  if (database.kind === 'postgres') {
    await database.exec('VACUUM ANALYZE users')
    // The bulk load's dirty pages written out now, not by a checkpoint in the middle of a measured run.
    await database.exec('CHECKPOINT')
  }
  const [{ n }] = (await database.db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }]
  const agents = spec.agents ? await createAgents(database, spec.agents) : undefined

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: spec.dir ?? 'memory://',
    ...(spec.url ? { DATABASE_URL: spec.url } : {}),
    API_RATE_LIMIT: '1000000000',
    AUTH_RATE_LIMIT: '100000',
    WEBHOOK_RATE_LIMIT: '1000000000',
    EXOTEL_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // As in production: list answers are not checked row by row against their schema.
    CHECK_ANSWERS: 'false',
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
  const login = await fetch(`${base}/accountLogin`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ email: ADMIN, password: DEMO_PASSWORD }),
  })
  const pending = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1]
  const [message] = await database.db.select().from(outbox).where(eq(outbox.to, ADMIN)).orderBy(desc(outbox.id)).limit(1)
  const otp = message?.text.match(/\b(\d{6})\b/)?.[1]
  const verified = await fetch(`${base}/verify/otp`, {
    method: 'POST',
    headers: { ...HEADERS, cookie: `sid=${pending}` },
    body: JSON.stringify({ otpVal: otp }),
  })
  const cookie = `sid=${/sid=([^;]+)/.exec(verified.headers.get('set-cookie') ?? '')?.[1]}`
  if (!verified.ok) throw new Error(`sign-in failed: ${await verified.text()}`)

  // One request per case before measuring (PGlite's first one runs the table upkeep).
  const warmup: Record<string, number> = {}
  for (const c of benchCases(spec.users)) {
    const t = performance.now()
    const r = await fetch(`http://127.0.0.1:${port}${LIST_PATH}`, {
      method: 'POST',
      headers: { ...HEADERS, cookie },
      body: JSON.stringify(c.bodies[0]),
    })
    if (!r.ok) throw new Error(`warm-up of case ${c.id} answered ${r.status}: ${await r.text()}`)
    await r.arrayBuffer()
    warmup[c.id] = performance.now() - t
  }

  watchLoop()
  process.on('message', async (m: ParentMessage) => {
    if (m.type !== 'stop') return
    await app.close()
    await database.close()
    process.exit(0)
  })
  send({ type: 'ready', port, cookie, users: n, seedSeconds, warmup, ...(agents ? { agents } : {}) })
}

if (process.argv[2] === '--serve') {
  serve(JSON.parse(process.argv[3]!) as ServeSpec).catch((err: unknown) => {
    process.send!({ type: 'failed', error: String((err as Error)?.stack ?? err) } satisfies ChildMessage)
    process.exit(1)
  })
}
