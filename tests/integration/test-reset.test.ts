import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { takeSnapshot } from '../../server/db/test-snapshot'
import { rowsOf } from '../../server/lib/list-count'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, Agent, signIn, startHarness, type Harness } from './support/harness'

/**
 * The end-to-end tests' shared servers (TEST_RESET, tests/e2e/support/suite.ts): POST /api/dev/reset puts every table
 * and sequence back as they were when the snapshot was taken, and what was signed in since is signed out. PGlite only:
 * the hook serves the in-memory servers of the end-to-end tests.
 */
describe.each(oneDatabase)('the test reset hook on $name', (tdb) => {
  let h: Harness
  const counts = async () =>
    rowsOf<{ roles: number; audits: number; sessions: number; users: number }>(
      await h.database.db.execute(
        sql`select (select count(*) from roles)::int as roles, (select count(*) from audit_log)::int as audits, (select count(*) from sessions)::int as sessions, (select count(*) from users)::int as users`,
      ),
    )[0]!
  const post = async (url: string) => (await new Agent(h.app).post(url)).body

  beforeAll(async () => {
    h = await startHarness(tdb, { config: { TEST_RESET: 'true' } })
  })
  afterAll(() => h.close())

  it('answers restored: false before any snapshot, and is not there without TEST_RESET', async () => {
    expect(await post('/api/dev/reset')).toEqual({ restored: false })
    const plain = await startHarness(tdb)
    try {
      expect((await new Agent(plain.app).post('/api/dev/reset')).status).toBe(404)
    } finally {
      await plain.close()
    }
  })

  it('puts back the rows, the sequences and the sessions as they were at the snapshot', async () => {
    await takeSnapshot(h.database)
    const before = await counts()
    const admin = await signIn(h, ACCOUNTS.superAdmin)
    const made = await admin.post('/api/admin/role/create', { name: 'रीसेट role' })
    expect(made.body.responseCode, JSON.stringify(made.body)).toBe(109)
    const during = await counts()
    expect(during.roles).toBe(before.roles + 1)
    expect(during.audits).toBeGreaterThan(before.audits)
    expect(during.sessions).toBeGreaterThan(before.sessions)

    expect(await post('/api/dev/reset')).toEqual({ restored: true })
    expect(await counts()).toEqual(before)
    // The session made after the snapshot is gone, cached or not.
    expect((await admin.get('/api/admin/islogin')).body.responseCode).not.toBe(109)
    // Sign-in works again from the restored data, and the same role can be made again (nothing of it is left).
    const again = await signIn(h, ACCOUNTS.superAdmin)
    const remade = await again.post('/api/admin/role/create', { name: 'रीसेट role' })
    expect(remade.body.responseCode, JSON.stringify(remade.body)).toBe(109)
  })
})
