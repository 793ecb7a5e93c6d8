import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/client'
import { isDatabaseUnavailable } from '../../server/lib/database-unavailable'
import { rowsOf } from '../../server/lib/list-count'
import { MESSAGES, RC } from '../../shared/response-codes'
import { testDatabases } from './support/databases'
import { startHarness, type Harness } from './support/harness'

/** Issue 23: the embedded database in its own thread. PGlite only: PostgreSQL runs in its own process anyway. */
const pglite = testDatabases.find((d) => d.name === 'pglite')!

/** How often a 5 ms timer fired on this thread while `work` ran: none when the thread was blocked throughout. */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0
  const timer = setInterval(() => ticks++, 5)
  try {
    await work()
  } finally {
    clearInterval(timer)
  }
  return ticks
}

describe('PGlite in a worker thread', () => {
  let worker: { database: Database; dispose(): Promise<void> }
  beforeAll(async () => {
    worker = await pglite.open()
    await worker.database.exec('create table counter (id int primary key, v int not null); insert into counter values (1, 0)')
  })
  afterAll(() => worker.dispose())

  it('keeps serving this thread while a query runs, which PGlite on this thread cannot', async () => {
    // pg_sleep holds the database for 300 ms of wall time, however fast the machine.
    const during = await ticksDuring(() => worker.database.db.execute(sql`select pg_sleep(0.3)`))
    expect(during).toBeGreaterThanOrEqual(10)
    // The control: the same statement on PGlite in this thread (thread 'main') lets no timer fire.
    const inline = await pglite.openSeeded({ thread: 'main' })
    try {
      expect(await ticksDuring(() => inline.database.db.execute(sql`select pg_sleep(0.3)`))).toBeLessThanOrEqual(1)
    } finally {
      await inline.dispose()
    }
  })

  it('runs each transaction whole: 40 concurrent read-then-write transactions lose no update', async () => {
    const { db } = worker.database
    await db.execute(sql`update counter set v = 0`)
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db
          .transaction(async (tx) => {
            const rows = rowsOf<{ v: number }>(await tx.execute(sql`select v from counter where id = 1`))
            // A statement of another transaction would run here if the single connection were not held for the whole.
            await tx.execute(sql`select pg_sleep(0.001)`)
            await tx.execute(sql`update counter set v = ${rows[0]!.v + 1} where id = 1`)
            if (i % 10 === 9) throw new Error('rolled back on purpose')
          })
          .catch((err: Error) => expect(err.message).toBe('rolled back on purpose')),
      ),
    )
    const [row] = rowsOf<{ v: number }>(await db.execute(sql`select v from counter where id = 1`))
    expect(row!.v).toBe(36)
  })

  it('serves callers in the order they came (a fair queue)', async () => {
    const { db } = worker.database
    const order: number[] = []
    const holder = db.execute(sql`select pg_sleep(0.1)`).then(() => undefined)
    const callers = Array.from({ length: 12 }, (_, i) => db.execute(sql`select ${i}::int as i`).then(() => order.push(i)))
    await Promise.all([holder, ...callers])
    expect(order).toEqual(Array.from({ length: 12 }, (_, i) => i))
  })

  it('lets an urgent read (the incoming-call lookup) go before the queued statements', async () => {
    const { db, urgent } = worker.database
    const order: string[] = []
    // drizzle runs a statement when it is awaited or then'd: then() starts the holder first.
    const holder = db.execute(sql`select pg_sleep(0.1)`).then(() => order.push('holder'))
    const queued = Array.from({ length: 8 }, (_, i) => db.execute(sql`select pg_sleep(0.01), ${i}::int`).then(() => order.push(`q${i}`)))
    const ahead = urgent!.execute(sql`select 1`).then(() => order.push('urgent'))
    await Promise.all([holder, ...queued, ahead])
    expect(order).toEqual(['holder', 'urgent', ...Array.from({ length: 8 }, (_, i) => `q${i}`)])
  })

  it("keeps the database's error fields (SQLSTATE, constraint) across the thread", async () => {
    const err = await worker.database.db.execute(sql`insert into counter values (1, 5)`).catch((e: unknown) => e)
    const cause = (err as { cause?: { code?: string; constraint?: string } }).cause
    expect(cause?.code).toBe('23505')
    expect(cause?.constraint).toBe('counter_pkey')
    expect(isDatabaseUnavailable(err)).toBe(false)
  })

  it('answers a closed database as unavailable, not as a query error', async () => {
    const scratch = await pglite.openSeeded()
    await scratch.database.close()
    await scratch.dispose()
    const err = await scratch.database.db.execute(sql`select 1`).catch((e: unknown) => e)
    expect(isDatabaseUnavailable(err)).toBe(true)
  })
})

describe('a request that waits too long for the embedded database', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(pglite, { pglite: { maxWaitMs: 150 } })
  })
  afterAll(() => h.close())

  const login = () =>
    h.app.inject({
      method: 'POST',
      url: '/api/admin/accountLogin',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: { email: '9000000001', password: 'wrong-password-1' },
    })

  it('is answered 503 with Retry-After, changes nothing, and the same call works once the database is free', async () => {
    const attempts = async () =>
      rowsOf<{ n: number }>(await h.database.db.execute(sql`select password_attempt as n from users where mobile_no = '9000000001'`))[0]!.n
    const before = await attempts()
    // A transaction holds the only connection for 600 ms; the request may wait 150.
    const holder = h.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(0.6)`)
    })
    await new Promise((r) => setTimeout(r, 20))
    const refused = await login()
    expect(refused.statusCode).toBe(503)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json()).toEqual({ responseCode: RC.SERVER_ERROR, message: MESSAGES.SERVICE_UNAVAILABLE })
    await holder
    expect(await attempts()).toBe(before)
    // Now the wrong password is checked and counted, as it would have been.
    const answered = await login()
    expect(answered.statusCode).toBe(401)
    expect(await attempts()).toBe(before + 1)
  })
})
