import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from '../../server/lib/database-unavailable'
import { testDatabases } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Harness } from './support/harness'

const url = process.env.TEST_DATABASE_URL
const postgres = testDatabases.find((d) => d.name === 'postgres')

async function asAdmin<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    return await run(c)
  } finally {
    await c.end()
  }
}

/** The error a query through drizzle on node-postgres throws when the server refuses the connection. */
async function refusal(connectionString: string): Promise<unknown> {
  const pool = new pg.Pool({ connectionString, max: 1, connectionTimeoutMillis: 5000 })
  pool.on('error', () => {})
  try {
    await drizzle(pool).execute(sql`select 1`)
    return null
  } catch (err) {
    return err
  } finally {
    await pool.end()
  }
}

/**
 * SECURITY.md item 23: a database that is there but refuses connections (ALLOW_CONNECTIONS false, a connection
 * limit, a database or role that does not exist, an administrator ending the sessions) is the database being away:
 * 503/113 with Retry-After, never 500, and the API recovers by itself once connections are allowed again.
 */
describe.skipIf(!url)('a PostgreSQL database that refuses connections', () => {
  let h: Harness
  let admin: Agent
  let name: string
  beforeAll(async () => {
    h = await startHarness(postgres!)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    const result = (await h.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }
    name = result.rows[0]!.name
  })
  afterAll(async () => {
    await asAdmin((c) => c.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`)).catch(() => {})
    await h?.close()
  })

  const listUsers = () => admin.post('/api/admin/user/all', { page: 0, pageSize: 10 })

  it('answers 503/113 with Retry-After while connections are disallowed, and recovers when they are allowed again', async () => {
    expect((await listUsers()).status).toBe(200)

    await asAdmin(async (c) => {
      await c.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`)
      // The pool's idle connections end (57P01); every query now needs a new connection, which is refused (55000).
      await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name])
    })
    await new Promise((r) => setTimeout(r, 300))

    for (let i = 0; i < 3; i++) {
      const during = await listUsers()
      expect(during.status).toBe(503)
      expect(during.body).toEqual({ responseCode: 113, message: 'Service unavailable, Please try after sometime' })
      expect(Number(during.headers['retry-after'])).toBeGreaterThan(0)
    }
    expect((await h.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503)

    await asAdmin((c) => c.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`))
    const after = await listUsers()
    expect(after.status).toBe(200)
    expect(after.body.responseCode).toBe(109)
    expect((await h.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })

  it('recognises every way the server refuses a connection, as drizzle and pg report it', async () => {
    const role = `r_${randomBytes(6).toString('hex')}`
    const target = (o: { database?: string; user?: string }) => {
      const u = new URL(url!)
      if (o.database) u.pathname = `/${o.database}`
      if (o.user) u.username = o.user
      return u.toString()
    }
    await asAdmin(async (c) => {
      await c.query(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 0`)
      await c.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`)
    })
    try {
      const cases: [string, string][] = [
        ['55000', target({ database: name })],
        ['3D000', target({ database: `missing_${role}` })],
        ['28000', target({ user: `missing_${role}` })],
        ['53300', target({ user: role })],
      ]
      for (const [code, connectionString] of cases) {
        const err = await refusal(connectionString)
        const chain: { code?: string; cause?: unknown }[] = []
        for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) chain.push(e)
        expect(
          chain.map((e) => e.code),
          code,
        ).toContain(code)
        expect(isDatabaseUnavailable(err), code).toBe(true)
      }
      // An ordinary query error is not the database being away.
      const bad = await h.database.db.execute(sql`select 1/0`).catch((e: unknown) => e)
      expect(isDatabaseUnavailable(bad)).toBe(false)
    } finally {
      await asAdmin(async (c) => {
        await c.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`)
        await c.query(`DROP ROLE IF EXISTS ${role}`)
      })
    }
  })
})
