import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HANDSHAKE_REFUSALS } from '../../shared/api/realtime'
import { RIDING_MODE_NUMBERS } from '../../shared/api/riding-mode'
import { normalisePermission, ROLE_PATHS } from '../../shared/api/roles'
import { grant, type PermissionList } from '../../shared/permissions'
import { AUTH_LISTENER_NAME } from '../../server/db/auth-listener'
import { roles } from '../../server/db/schema'
import { rowsOf } from '../../server/lib/list-count'
import { DEMO_ROLES } from '../../server/db/seed/roles'
import { testDatabases } from './support/databases'
import { ACCOUNTS } from './support/harness'
import { httpSignIn, openSocket, startNode, type Node } from './support/nodes'
import { asAdmin } from './support/seed-postgres'
import { withVersion } from './support/versions'

const url = process.env.TEST_DATABASE_URL
const postgres = testDatabases.find((d) => d.name === 'postgres')
const A = '/api/admin'
/** A list the Support role reads only while it holds Users query. */
const LIST = `${A}/user/all`
const WITH_USERS = grant({ CRM: ['query', 'view', 'add', 'edit', 'call'], Users: ['query'] })
/** A riding mode's form (the writers' records). */
const mode = (title: string) => ({
  title,
  ...Object.fromEntries(RIDING_MODE_NUMBERS.map((k, i) => [k, String(10 + i)])),
  regenBreaking: true,
  active: true,
})
/** Longer than any answer may take: a request still open by then hangs. */
const HANG_MS = 8000

interface Outcome {
  what: string
  status: number
  code?: unknown
  retryAfter?: string | null
  error?: string
}

/** A signed-in client of one node over real HTTP (the Cookie header of httpSignIn). */
class Client {
  constructor(
    readonly node: Node,
    readonly cookie: string,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
    const res = await fetch(`${this.node.url}${path}`, {
      method,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        cookie: this.cookie,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(HANG_MS),
    })
    const parsed = (await res.json().catch(() => ({}))) as Record<string, unknown>
    return { status: res.status, body: parsed, headers: res.headers }
  }

  get = (path: string) => this.call('GET', path)
  post = (path: string, body: unknown = {}) => this.call('POST', path, body)
  /** An update with the version its details call gives now, as the app sends it. */
  update = async (path: string, body: unknown) => this.call('PUT', path, await withVersion(this, path, body))

  /** The answer of one request as the load records it; a refused connection or a hang is an error. */
  async outcome(what: string, method: string, path: string, body?: unknown): Promise<Outcome> {
    try {
      const r = await this.call(method, path, body)
      return { what, status: r.status, code: r.body.responseCode, retryAfter: r.headers.get('retry-after') }
    } catch (err) {
      return { what, status: 0, error: String((err as Error).cause ?? err) }
    }
  }
}

/** Answered: 2xx, or 503/113 with a Retry-After (SECURITY.md item 23). Never a 500, a reset or a hang. */
const acceptable = (o: Outcome) => (o.status >= 200 && o.status < 300) || (o.status === 503 && o.code === 113 && Number(o.retryAfter) > 0)

/** A change that may itself meet the outage, sent again while it answers one of `again` (503: the database is away). */
async function untilAnswered<T extends { status: number }>(send: () => Promise<T>, again = [503]): Promise<T> {
  let r = await send()
  for (let i = 0; i < 40 && again.includes(r.status); i++) r = await send()
  return r
}

async function until(what: string, ok: () => boolean | Promise<boolean>, ms: number): Promise<number> {
  const start = Date.now()
  for (;;) {
    if (await ok()) return Date.now() - start
    if (Date.now() - start > ms) throw new Error(`${what}: not within ${ms} ms`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

/**
 * Issue 34 defect 3, SECURITY.md items 23 and 33: two nodes on one PostgreSQL database under 20 concurrent writers
 * (and readers) lose every connection at once (pg_terminate_backend of every other backend, error 57P01). Neither
 * process exits; every request in flight is answered 2xx or 503/113 with Retry-After; both nodes answer 109 within 5 s;
 * the session cache's LISTEN connection comes back, and a role change or sign-out made on node A while node B's
 * listener is down, or after it is back, applies at node B's next request. PostgreSQL only: PGlite has no connections
 * to lose.
 */
describe.skipIf(!url)('losing every PostgreSQL connection on two nodes', () => {
  let a: Node
  let b: Node
  let dispose: () => Promise<void>
  let databaseName: string
  let supportRoleId: string
  let admin: { a: Client; b: Client }
  /** A connection of the test's own, from which the others are terminated. */
  let killer: pg.Client

  beforeAll(async () => {
    const seeded = await postgres!.openSeeded()
    dispose = seeded.dispose
    const [role] = await seeded.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Support'))
    supportRoleId = role!.id
    const [db] = rowsOf<{ name: string }>(await seeded.database.db.execute(sql`select current_database() as name`))
    const target = new URL(url!)
    databaseName = db!.name
    target.pathname = `/${databaseName}`
    killer = new pg.Client({ connectionString: target.toString() })
    await killer.connect()
    const env = { DATABASE_URL: target.toString(), SEED_DEMO: 'false' }
    ;[a, b] = await Promise.all([startNode(env), startNode(env)])
    const cookie = await httpSignIn(a.url, ACCOUNTS.superAdmin)
    admin = { a: new Client(a, cookie), b: new Client(b, cookie) }
  }, 60_000)
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await killer?.end().catch(() => {})
    await dispose?.()
  })

  /** Ends every other connection to the test database, as in the probe; answers how many. */
  const terminateAll = async () =>
    (
      await killer.query<{ n: number }>(
        `select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()) t`,
      )
    ).rows[0]!.n
  /** How many of the nodes' listening connections (pg_stat_activity) match `where`. */
  const listenersWhere = async (where: string, ...params: unknown[]) =>
    (
      await killer.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1 and ${where}`,
        [AUTH_LISTENER_NAME, ...params],
      )
    ).rows[0]!.n
  /** The listeners in place: they ran a statement, and the first is the LISTEN. */
  const listeners = () => listenersWhere('query_start is not null')
  /** The database's clock, and whether a listener made its round trip (an empty statement) since then. */
  const dbNow = async () => (await killer.query<{ t: Date }>('select clock_timestamp() as t')).rows[0]!.t
  const syncedSince = async (t: Date) => (await listenersWhere(`query = '' and query_start >= $2`, t)) > 0
  const bothAlive = () => {
    for (const n of [a, b]) expect(n.exited(), n.output()).toBeNull()
  }
  const setSupportRole = async (permission: PermissionList) => {
    const body = { roleId: supportRoleId, name: 'Support', active: true, permission: normalisePermission(permission) }
    // 409: the details call that gives the version met the outage (no other writer changes the role).
    const r = await untilAnswered(() => admin.a.update(`${A}${ROLE_PATHS.update}`, body), [503, 409])
    expect(r.status, JSON.stringify(r.body)).toBe(200)
  }

  it('keeps both nodes up and answering while every connection is terminated under 20 concurrent writers', async () => {
    const outcomes: Outcome[] = []
    let stop = false
    const writer = (c: Client, w: number) => async () => {
      for (let i = 0; !stop; i++) {
        outcomes.push(await c.outcome('add', 'POST', `${A}/riding-mode/add`, mode(`Loss ${w}-${i}`)))
      }
    }
    const reader = (c: Client, kind: number) => async () => {
      while (!stop) {
        outcomes.push(
          kind === 0
            ? await c.outcome('list', 'POST', `${A}/riding-mode/all`, { page: 0, pageSize: 10 })
            : await c.outcome('islogin', 'GET', `${A}/islogin`),
        )
      }
    }
    const workers = [
      ...Array.from({ length: 20 }, (_, w) => writer(w % 2 ? admin.b : admin.a, w)),
      ...Array.from({ length: 6 }, (_, r) => reader(r % 2 ? admin.b : admin.a, r % 3 === 0 ? 0 : 1)),
    ].map((run) => run())

    await until('load under way', () => outcomes.length >= 60, 10_000)
    const before = outcomes.length
    expect(await terminateAll()).toBeGreaterThan(0)
    const health = await Promise.all([a, b].map((n) => fetch(`${n.url}/api/health`).then((r) => r.status, String)))
    // Both nodes answer 109 within 5 s of losing their connections.
    bothAlive()
    const islogin = await Promise.all(
      [admin.a, admin.b].map((c) =>
        until(`${c.node.url} answers 109`, async () => (await c.outcome('islogin', 'GET', `${A}/islogin`)).code === 109, 5000),
      ),
    )
    await until('load after the loss', () => outcomes.length >= before + 60, 10_000)
    stop = true
    await Promise.all(workers)
    const tally: Record<string, number> = {}
    for (const o of outcomes) tally[`${o.what} ${o.status}`] = (tally[`${o.what} ${o.status}`] ?? 0) + 1
    console.info('health just after the loss', health, '109 again after (ms)', islogin, 'answers', tally)

    bothAlive()
    const bad = outcomes.filter((o) => !acceptable(o))
    expect(bad.slice(0, 5), a.output() + b.output()).toEqual([])
    expect(outcomes.filter((o) => o.what === 'add' && o.status === 200).length).toBeGreaterThan(0)
    const after = await Promise.all([admin.a, admin.b].map((c) => c.post(`${A}/riding-mode/add`, mode(`After ${c.node.url}`))))
    expect(after.map((r) => r.status)).toEqual([200, 200])
  }, 30_000)

  it('refuses a socket handshake as unavailable, not unauthorized, while no connection can be made, and recovers', async () => {
    try {
      await asAdmin(url!, (c) => c.query(`alter database ${databaseName} allow_connections false`))
      await terminateAll()
      const during = await admin.b.outcome('islogin', 'GET', `${A}/islogin`)
      expect(during.status === 503 && acceptable(during), JSON.stringify(during)).toBe(true)
      const health = await fetch(`${b.url}/api/health`)
      console.info('health while connections are refused', health.status, await health.text())
      expect(health.status).toBe(503)
      await expect(openSocket(b.url, admin.b.cookie)).rejects.toThrow(HANDSHAKE_REFUSALS.unavailable)
    } finally {
      await asAdmin(url!, (c) => c.query(`alter database ${databaseName} allow_connections true`))
    }
    await Promise.all(
      [admin.a, admin.b].map((c) =>
        until(`${c.node.url} answers 109`, async () => (await c.outcome('islogin', 'GET', `${A}/islogin`)).code === 109, 5000),
      ),
    )
    ;(await openSocket(b.url, admin.b.cookie)).close()
    bothAlive()
  })

  it('listens again after the loss: changes made on node A during the outage and after it apply on node B', async () => {
    await setSupportRole(WITH_USERS)
    const supportCookie = await httpSignIn(a.url, ACCOUNTS.support)
    const supportOnB = new Client(b, supportCookie)
    const franchiseCookie = await httpSignIn(a.url, ACCOUNTS.franchise)
    const franchiseOnA = new Client(a, franchiseCookie)
    const franchiseOnB = new Client(b, franchiseCookie)
    await until('both listeners', async () => (await listeners()) === 2, 5000)
    // Node B caches both sessions.
    for (let i = 0; i < 2; i++) {
      expect((await supportOnB.post(LIST)).status).toBe(200)
      expect((await franchiseOnB.get(`${A}/islogin`)).body.responseCode).toBe(109)
    }

    // During the outage: the listeners are ended again and again while node A changes the role and signs out.
    let flapping = true
    const flap = (async () => {
      while (flapping) {
        await killer.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1`,
          [AUTH_LISTENER_NAME],
        )
        await new Promise((r) => setTimeout(r, 5))
      }
    })()
    try {
      await terminateAll()
      await setSupportRole(DEMO_ROLES.Support)
      const denied = await supportOnB.post(LIST)
      expect(denied.status, JSON.stringify(denied.body)).toBe(403)
      expect((await untilAnswered(() => franchiseOnA.get(`${A}/logout`))).status).toBe(200)
      expect((await franchiseOnB.get(`${A}/islogin`)).status).toBe(401)
    } finally {
      flapping = false
      await flap
    }

    // After the reconnect: node B caches again, and node A's change applies at its next request.
    const back = await until('both listeners again', async () => (await listeners()) === 2, 5000)
    console.info('listeners back after (ms)', back)
    await setSupportRole(WITH_USERS)
    expect((await supportOnB.post(LIST)).status).toBe(200)
    const cachedFrom = await dbNow()
    expect((await supportOnB.post(LIST)).status).toBe(200)
    // That answer came from node B's cache, after a round trip on its new listening connection.
    expect(await syncedSince(cachedFrom)).toBe(true)
    await setSupportRole(DEMO_ROLES.Support)
    const r = await supportOnB.post(LIST)
    expect(r.status, JSON.stringify(r.body)).toBe(403)
    expect(r.body.responseCode).toBe(111)
    bothAlive()
  }, 30_000)
})
