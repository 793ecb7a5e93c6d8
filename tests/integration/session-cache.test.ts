import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { normalisePermission } from '../../shared/api/roles'
import { grant } from '../../shared/permissions'
import { AUTH_LISTENER_NAME } from '../../server/db/auth-listener'
import { openDatabase } from '../../server/db/client'
import { users } from '../../server/db/schema'
import { DEMO_ROLES } from '../../server/db/seed/roles'
import { rowsOf } from '../../server/lib/list-count'
import { workerEditForm } from './support/forms'
import { testDatabases, type TestDatabase } from './support/databases'
import { ACCOUNTS, Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
/** A list the Support role reads only while it holds Users query. */
const LIST = `${A}/user/all`
const WITH_USERS = grant({ CRM: ['query', 'view', 'add', 'edit', 'call'], Users: ['query'] })

/** The role update of the roles screen, through `on`'s API, as the super admin `admin` of that node sends it. */
function setSupportRole(h: Harness, admin: Agent, permission: ReturnType<typeof grant>) {
  return admin.update(`${A}/role/permission/update`, {
    roleId: h.roleIds.get('Support'),
    name: 'Support',
    active: true,
    permission: normalisePermission(permission),
  })
}

/** The same signed-in session, sent to another node. */
function sameSessionOn(h: Harness, agent: Agent): Agent {
  const other = new Agent(h.app)
  other.cookie = agent.cookie
  return other
}

/**
 * `rounds` waves of concurrent requests by `reader` while `change` runs, each noting whether it started after the
 * change had answered. Answers the statuses of both kinds.
 */
async function requestsAround(reader: Agent, change: () => Promise<unknown>): Promise<{ before: number[]; after: number[] }> {
  let answered = false
  const before: number[] = []
  const after: number[] = []
  const worker = async () => {
    for (let i = 0; i < 12; i++) {
      const late = answered
      const r = await reader.post(LIST, {})
      ;(late ? after : before).push(r.status)
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  const workers = Array.from({ length: 6 }, worker)
  await new Promise((resolve) => setTimeout(resolve, 5))
  await change()
  answered = true
  await Promise.all(workers)
  return { before, after }
}

describe.each(testDatabases)('session cache on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
  })
  afterAll(() => h.close())

  it('answers a signed-in request from the cache, without the lookup, when nothing changed', async (ctx) => {
    const cache = h.app.sessionCache
    if (!cache) return ctx.skip()
    const support = await signIn(h, ACCOUNTS.support)
    expect((await support.get(`${A}/islogin`)).body.responseCode).toBe(109)
    const { hits, misses } = cache.stats
    for (let i = 0; i < 5; i++) expect((await support.get(`${A}/islogin`)).body.responseCode).toBe(109)
    expect(cache.stats.hits - hits).toBe(5)
    expect(cache.stats.misses - misses).toBe(0)
  })

  it('applies a role change made on this node at the holder’s next request', async () => {
    expect((await setSupportRole(h, admin, WITH_USERS)).status).toBe(200)
    const support = await signIn(h, ACCOUNTS.support)
    expect((await support.post(LIST, {})).status).toBe(200)
    expect((await support.post(LIST, {})).status).toBe(200)
    expect((await setSupportRole(h, admin, DEMO_ROLES.Support)).status).toBe(200)
    const r = await support.post(LIST, {})
    expect(r.status).toBe(403)
    expect(r.body.responseCode).toBe(111)
    expect((await setSupportRole(h, admin, WITH_USERS)).status).toBe(200)
    expect((await support.post(LIST, {})).status).toBe(200)
  })

  it('ends a cached session at once when its user is deactivated or signs out', async () => {
    const service = await signIn(h, ACCOUNTS.service)
    expect((await service.get(`${A}/islogin`)).body.responseCode).toBe(109)
    await h.database.db.update(users).set({ active: false }).where(eq(users.mobileNo, ACCOUNTS.service))
    expect((await service.get(`${A}/islogin`)).status).toBe(401)
    await h.database.db.update(users).set({ active: true }).where(eq(users.mobileNo, ACCOUNTS.service))

    const franchise = await signIn(h, ACCOUNTS.franchise)
    const copy = sameSessionOn(h, franchise)
    expect((await copy.get(`${A}/islogin`)).body.responseCode).toBe(109)
    await franchise.get(`${A}/logout`)
    expect((await copy.get(`${A}/islogin`)).status).toBe(401)
  })

  it('never answers from the old role once the change has answered, under concurrent requests', async () => {
    expect((await setSupportRole(h, admin, WITH_USERS)).status).toBe(200)
    const support = await signIn(h, ACCOUNTS.support)
    const { before, after } = await requestsAround(support, () => setSupportRole(h, admin, DEMO_ROLES.Support))
    expect(after.length).toBeGreaterThan(0)
    expect(after.every((s) => s === 403)).toBe(true)
    expect(before.filter((s) => s === 200).length).toBeGreaterThan(0)
  })

  it.skipIf(tdb.name !== 'postgres')('reads from the database while its listener is down, and caches again once it is back', async () => {
    const cache = h.app.sessionCache!
    const support = await signIn(h, ACCOUNTS.support)
    await support.get(`${A}/islogin`)
    expect(cache.size).toBeGreaterThan(0)
    await h.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${AUTH_LISTENER_NAME} and datname = current_database()`,
    )
    await expect.poll(() => cache.isEnabled).toBe(false)
    const { hits } = cache.stats
    for (let i = 0; i < 3; i++) expect((await support.get(`${A}/islogin`)).body.responseCode).toBe(109)
    expect(cache.stats.hits).toBe(hits)
    // Reconnected after a quarter of a second; a change made meanwhile was missed, so it starts empty.
    await expect.poll(() => cache.isEnabled, { timeout: 5000 }).toBe(true)
    await support.get(`${A}/islogin`)
    expect((await support.get(`${A}/islogin`)).body.responseCode).toBe(109)
    expect(cache.stats.hits).toBe(hits + 1)
  })
})

const postgres = testDatabases.find((d) => d.name === 'postgres')

/**
 * Two nodes (two apps, each with its own pool and listener) on one PostgreSQL database: what node A changes reaches the
 * sessions node B holds in its cache at their next request, through the database's auth_changed notification.
 */
describe.skipIf(!postgres)('session cache across two nodes on PostgreSQL', () => {
  let a: Harness
  let b: Harness
  let admin: Agent
  beforeAll(async () => {
    a = await startHarness(postgres!)
    const [row] = rowsOf<{ name: string }>(await a.database.db.execute(sql`select current_database() as name`))
    const url = new URL(process.env.TEST_DATABASE_URL!)
    url.pathname = `/${row!.name}`
    // Node B: its own connections to node A's database (startHarness takes it as it would a fresh copy).
    const reopen = async () => {
      const database = await openDatabase({ url: url.toString(), dataDir: '' })
      return { database, dispose: () => database.close() }
    }
    const sameDatabase: TestDatabase = { name: 'postgres', open: reopen, openSeeded: reopen }
    b = await startHarness(sameDatabase)
    admin = await signIn(a, ACCOUNTS.superAdmin)
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })

  it('turns node B’s cached 200 into a 403 at its next request when node A removes the permission', async () => {
    expect((await setSupportRole(a, admin, WITH_USERS)).status).toBe(200)
    const onB = sameSessionOn(b, await signIn(a, ACCOUNTS.support))
    expect((await onB.post(LIST, {})).status).toBe(200)
    const hits = b.app.sessionCache!.stats.hits
    expect((await onB.post(LIST, {})).status).toBe(200)
    expect(b.app.sessionCache!.stats.hits).toBe(hits + 1)

    expect((await setSupportRole(a, admin, DEMO_ROLES.Support)).status).toBe(200)
    const r = await onB.post(LIST, {})
    expect(r.status).toBe(403)
    expect(r.body.responseCode).toBe(111)
    expect((await setSupportRole(a, admin, WITH_USERS)).status).toBe(200)
    expect((await onB.post(LIST, {})).status).toBe(200)
  })

  it('ends node B’s cached session at its next request when node A deactivates the user or signs the session out', async () => {
    const technicianId = a.userIds.get(ACCOUNTS.technician)!
    const onA = await signIn(a, ACCOUNTS.technician)
    const onB = sameSessionOn(b, onA)
    expect((await onB.get(`${A}/islogin`)).body.responseCode).toBe(109)
    expect((await onB.get(`${A}/islogin`)).body.responseCode).toBe(109)
    const [row] = await a.database.db.select().from(users).where(eq(users.id, technicianId))
    const form = workerEditForm(row!, a.roleIds.get('Technician'))
    const off = await admin.update(`${A}/user/update`, { ...form, active: false })
    expect(off.status, JSON.stringify(off.body)).toBe(200)
    expect((await onB.get(`${A}/islogin`)).status).toBe(401)
    expect((await admin.update(`${A}/user/update`, { ...form, active: true })).status).toBe(200)

    const franchise = await signIn(a, ACCOUNTS.franchise)
    const franchiseOnB = sameSessionOn(b, franchise)
    expect((await franchiseOnB.get(`${A}/islogin`)).body.responseCode).toBe(109)
    expect((await franchiseOnB.get(`${A}/islogin`)).body.responseCode).toBe(109)
    await franchise.get(`${A}/logout`)
    expect((await franchiseOnB.get(`${A}/islogin`)).status).toBe(401)
  })

  it('never answers from the old role on node B once node A’s change has answered, under concurrent requests', async () => {
    expect((await setSupportRole(a, admin, WITH_USERS)).status).toBe(200)
    const onB = sameSessionOn(b, await signIn(a, ACCOUNTS.support))
    const { before, after } = await requestsAround(onB, () => setSupportRole(a, admin, DEMO_ROLES.Support))
    expect(after.length).toBeGreaterThan(0)
    expect(after.every((s) => s === 403)).toBe(true)
    expect(before.filter((s) => s === 200).length).toBeGreaterThan(0)
  })
})
