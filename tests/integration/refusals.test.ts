import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUTTONS, grant, SCREENS, type Button, type Screen } from '../../shared/permissions'
import { products, roles, serviceCentres, users } from '../../server/db/schema'
import type { ApiRoute } from '../../server/plugins/access'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, Agent, signIn, startHarness, type Harness } from './support/harness'
import { handlerTracker, RefusalChecker } from './support/refusal-check'
import { probesOf, Targets, type Actor, type Probe } from './support/refusal-walk'
import { installRowLog, type RowLog } from './support/row-log'
import { ScopeMap } from './support/scope-map'

/** A limit, not a speed target: the walk grows with every route and takes well under a minute. */
const WALK_TIMEOUT = 300_000
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1)

/** The scoped demo accounts: the franchise partner (scp), the service centre (scc) and its technician (worker). */
const SCOPED = { franchise: ACCOUNTS.franchise, service: ACCOUNTS.service, technician: ACCOUNTS.technician } as const

/**
 * SECURITY.md items 30 and 14, generated from the routes the app declares and the schema's scope columns: every write
 * route (every route but GET, and the GETs that change state) is sent, by each scoped demo account, a valid body made
 * from its own schema with its ids pointed, one kind at a time, at another centre, another centre's record (another
 * partner's, for the scp), an inactive centre, an inactive record and an unknown id (support/refusal-walk.ts). A
 * trigger on every table logs each committed row with its scope (support/row-log.ts, support/scope-map.ts): a refusal
 * writes no row and no audit entry, no answer changes a row out of the actor's scope, and none is a 5xx. First with the
 * demo roles as they are (most calls 403), then with every permission, so the scope checks themselves are reached.
 */
describe.each(oneDatabase)('a refusal changes nothing, on $name', (tdb) => {
  let h: Harness
  let checker: RefusalChecker
  let targets: Targets
  let actors: Actor[]
  let walked: ApiRoute[]
  let log: RowLog
  let tracker: ReturnType<typeof handlerTracker>

  beforeAll(async () => {
    h = await startHarness(tdb)
    tracker = handlerTracker()
    const db = h.database.db
    const map = await ScopeMap.read(h.database)
    actors = []
    for (const [name, mobileNo] of Object.entries(SCOPED)) {
      const [u] = await db.select().from(users).where(eq(users.mobileNo, mobileNo))
      if (u!.userType === 'admin' || u!.userType === 'user') throw new Error(`${mobileNo} is not a scoped account`)
      const agent = await signIn(h, mobileNo)
      actors.push({ name, mobileNo, id: u!.id, userType: u!.userType, centre: u!.scuId, branch: u!.branchId, agent })
    }
    // Another centre (the busiest) to point ids at, and one made inactive; an inactive product.
    const home = actors.find((a) => a.centre)!.centre!
    const foreign = (await map.pick(h.database, map.centreTable, `t.id <> '${home}' and t.active`))!
    const [inactive] = await db
      .select({ id: serviceCentres.id })
      .from(serviceCentres)
      .where(and(ne(serviceCentres.id, home), ne(serviceCentres.id, foreign), eq(serviceCentres.active, true)))
      .orderBy(asc(serviceCentres.title))
      .limit(1)
    await db.update(serviceCentres).set({ active: false }).where(eq(serviceCentres.id, inactive!.id))
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.name))
      .limit(1)
    await db.update(products).set({ active: false }).where(eq(products.id, product!.id))
    targets = new Targets(h.database, map, foreign, inactive!.id)

    // The GETs that change state are the ones the same-origin check guards (SECURITY.md item 19): a cross-site GET
    // without the custom header is refused before anything else, one from our own pages is not.
    const changesState = new Set<string>()
    for (const r of h.app.apiRoutes.filter((x) => x.method === 'GET' && !x.url.includes(':'))) {
      const crossSite = await new Agent(h.app).call('GET', r.url, undefined, { 'sec-fetch-site': 'cross-site', 'x-requested-with': '' })
      if (crossSite.status === 403 && (await new Agent(h.app).get(r.url)).status !== 403) changesState.add(r.url)
    }
    expect(changesState.size).toBeGreaterThanOrEqual(1)
    // Every route an actor's session can call; the sign-in's second step and the webhooks take no user session.
    walked = h.app.apiRoutes.filter(
      (r) => !['pending', 'webhook', 'signedWebhook'].includes(r.access as string) && (r.method !== 'GET' || changesState.has(r.url)),
    )
    log = await installRowLog(h.database)
    checker = new RefusalChecker(h, map, log, tracker)
  })
  afterAll(async () => {
    tracker?.close()
    await h?.close()
  })

  /** Each route's requests per actor, made once: the demo-role walk sends the first, the full walk all of them. */
  const probes = new Map<string, Promise<Probe[]>>()
  const probesFor = (route: ApiRoute, actor: Actor) => {
    const key = `${actor.name} ${route.method} ${route.url}`
    if (!probes.has(key)) probes.set(key, probesOf(route, actor, targets))
    return probes.get(key)!
  }

  /** Sends every route's requests (or the first of each) as every actor; answers how many were sent and refused with 403. */
  async function walk(firstOnly: boolean): Promise<{ sent: number; forbidden: number }> {
    const first = checker.stats.sent
    const forbiddenBefore = checker.stats.byStatus.get(403) ?? 0
    for (const actor of actors) {
      for (const route of walked) {
        const all = await probesFor(route, actor)
        for (const probe of firstOnly ? all.slice(0, 1) : all) await checker.send(actor, probe)
      }
    }
    await checker.sweep()
    return { sent: checker.stats.sent - first, forbidden: (checker.stats.byStatus.get(403) ?? 0) - forbiddenBefore }
  }

  it(
    'with the demo roles as they are: every write route refused by permission or scope changes nothing',
    async () => {
      const started = performance.now()
      const { sent, forbidden } = await walk(true)
      const gets = walked.filter((r) => r.method === 'GET').map((r) => r.url)
      console.info(
        `[refusals ${tdb.name}] demo roles: ${sent} requests over ${walked.length} routes (GETs: ${gets.join(', ')}) in ${seconds(started)} s`,
      )
      const { count, text } = checker.report()
      expect(count, text).toBe(0)
      expect(sent).toBeGreaterThanOrEqual(walked.length * actors.length)
      expect(forbidden).toBeGreaterThan(sent / 2)
    },
    WALK_TIMEOUT,
  )

  it(
    'with every permission: out of scope, inactive and unknown ids are refused, changing nothing, and no other centre’s row changes',
    async () => {
      const started = performance.now()
      const spec: Partial<Record<Screen, readonly Button[]>> = {}
      for (const screen of SCREENS) spec[screen] = BUTTONS
      const everything = grant(spec)
      const holders = await h.database.db
        .select({ roleId: users.roleId })
        .from(users)
        .where(
          inArray(
            users.id,
            actors.map((a) => a.id),
          ),
        )
      for (const { roleId } of holders) await h.database.db.update(roles).set({ permission: everything }).where(eq(roles.id, roleId!))
      await log.take()
      const { sent, forbidden } = await walk(false)
      const statuses = [...checker.stats.byStatus]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')
      console.info(
        `[refusals ${tdb.name}] every permission: ${sent} requests in ${seconds(started)} s (all answers: ${statuses}; ${checker.stats.rowsWritten} rows written)`,
      )
      const { count, text } = checker.report()
      expect(count, text).toBe(0)
      // The permission gate let most through: the scope checks were what answered.
      expect(forbidden).toBeLessThan(sent / 4)
    },
    WALK_TIMEOUT,
  )
})
