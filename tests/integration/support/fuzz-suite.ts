import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  advertisements,
  bookings,
  branches,
  coupons,
  enquiries,
  leadCalls,
  leads,
  notificationSends,
  plans,
  recharges,
  ridingModes,
  serviceRequests,
  tickets,
  users,
  vehicleModels,
} from '../../../server/db/schema'
import { DEMO_PASSWORD } from '../../../server/db/seed/roles'
import { optionValues } from '../../../server/modules/options/schema'
import { trackingDevices } from '../../../server/modules/tracking/schema'
import { waConversations } from '../../../server/modules/whatsapp/schema'
import { createRng } from '../../../server/db/seed/prng'
import type { ApiRoute } from '../../../server/plugins/access'
import type { TestDatabase } from './databases'
import { ACCOUNTS, Agent, signIn, startHarness, type Answer, type Harness } from './harness'
import { installWriteCounter, type WriteCounter, type WriteCounts } from './write-counter'
import { fieldPaths, sampleOf, variantsOf, withValue, type SampleContext } from './zod-samples'

const SECRET = 'fuzz-webhook-secret-0123456789'
const NOW = Math.floor(Date.parse('2026-06-01T10:00:00Z') / 1000)

const KEYS = [
  'email',
  'password',
  'otpVal',
  'oldPassword',
  'confirmPassword',
  'userId',
  'roleId',
  'keyword',
  'page',
  'pageSize',
  'sortField',
  'sortOrder',
  'active',
  'permission',
  'isSuperAdmin',
  'passwordAttempt',
  '__proto__',
  'constructor',
  'prototype',
  '',
  'a'.repeat(300),
]
const STRINGS = [
  '',
  ' ',
  '9000000001',
  '90000abc01',
  '١٢٣٤٥٦٧٨٩٠',
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '${jndi:ldap://x}',
  'x'.repeat(5000),
  '💥'.repeat(100),
  '-1',
  '1e309',
  'NaN',
  'true',
  'null',
  '{}',
]

function value(r: () => number, depth = 0): unknown {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!
  switch (Math.floor(r() * (depth > 2 ? 5 : 8))) {
    case 0:
      return null
    case 1:
      return r() < 0.5
    case 2:
      return pick([0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, 123456, 9000000001])
    case 3:
    case 4:
      return pick(STRINGS)
    case 5:
      return Array.from({ length: Math.floor(r() * 4) }, () => value(r, depth + 1))
    default: {
      const o: Record<string, unknown> = {}
      for (let i = Math.floor(r() * 5); i > 0; i--) o[pick(KEYS)] = value(r, depth + 1)
      return o
    }
  }
}

/** GET /logout and POST /logout/everywhere end the caller's sessions: sent without the admin's, which the suite keeps. */
const endsSessions = (route: ApiRoute) => /\/logout(\/|$)/.test(route.url)

/** Whether the route declares a zod body schema and it accepts this body. */
function acceptedBy(schema: unknown, raw: string): boolean {
  if (!(schema instanceof z.ZodType)) return false
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    return false
  }
  return schema.safeParse(body).success
}

const RAW = ['', '{', '[1,', 'nul', '{"a":1}{', '\u0000\u0001', '{"email":"9000000001","password":"x"'.repeat(3)]
/**
 * Random JSON bodies per route after the RAW ones, from a seeded generator: the same bodies on every run with the same
 * settings. Every route gets every RAW body on both databases. What the random ones check (the route's own zod schema
 * decides, a refusal carries a response code) is settled before any query runs, so PostgreSQL gets fewer of them; the
 * spoiled-field test below, whose valid bodies do reach the database, runs whole on both. A long run: FUZZ_BODIES=500
 * FUZZ_BODIES_POSTGRES=500, and FUZZ_SEED=<a whole number> for other bodies than the default seed's.
 */
const wholeNumberFrom = (name: string, fallback: number) => {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number (0 or more), not ${JSON.stringify(raw)}`)
  return n
}
const randomBodiesPerRoute = (tdb: TestDatabase) =>
  tdb.name === 'postgres' ? wholeNumberFrom('FUZZ_BODIES_POSTGRES', 2) : wholeNumberFrom('FUZZ_BODIES', 10)
const FUZZ_SEED = wholeNumberFrom('FUZZ_SEED', 20261120)
/**
 * The spoiled-field walk gives every field, query parameter and path parameter of every route spoiled values, and every
 * body and query extra keys: each field gets this many of the spoiled texts (and every deep and huge value), each
 * request this many of the extra keys, taken in turn from a seeded starting point so that across a route's fields every
 * text and key is sent. A long run: FUZZ_SPOILS=8 FUZZ_SPOILS_POSTGRES=8 (all of them, as before issue 36).
 */
const spoilsPerField = (tdb: TestDatabase) =>
  tdb.name === 'postgres' ? wholeNumberFrom('FUZZ_SPOILS_POSTGRES', 2) : wholeNumberFrom('FUZZ_SPOILS', 3)

/** Text each field and query parameter is given in turn: forbidden characters, inherited property names, too much. */
const SPOILED_TEXT = ['a\u0000b', 'bell\u0007', '\ud800x', 'x\udc00', 'constructor', '__proto__', 'toString', 'hasOwnProperty']
/** Values each field is given in turn besides: nested deeper than anything takes. */
const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: [nested(depth - 1)] })
const DEEP_VALUE = nested(40)
/** Values each top-level field is given besides: too large. */
const HUGE_TEXT = 'x'.repeat(100_000)
const HUGE_VALUES = [HUGE_TEXT, Array.from({ length: 5000 }, (_, i) => i)]
/** Keys added to each valid body and query: inherited names, privileged fields, forbidden characters. */
const EXTRA_KEYS = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isSuperAdmin', '_id', 'x\u0000y', '\ud800']

/** `n` of `xs` (all when n ≥ their number), the `turn`th group of n in turn from `start`: successive turns cover all. */
function inTurn<T>(xs: readonly T[], n: number, turn: number, start: number): T[] {
  if (n >= xs.length) return [...xs]
  return Array.from({ length: n }, (_, i) => xs[(start + turn * n + i) % xs.length]!)
}

/** Percent-encodes text as UTF-8, a lone surrogate as its 3-byte form (which encodeURIComponent refuses to write). */
function encode(text: string): string {
  let out = ''
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    if (code >= 0xd800 && code <= 0xdfff)
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16)}`).join('')
    else out += encodeURIComponent(ch)
  }
  return out
}

const queryString = (q: Record<string, unknown>) =>
  Object.entries(q)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&')

/** Each run sends thousands of requests to every route, and grows with each module: a limit, not a speed target. */
const FUZZ_TIMEOUT = 600_000

/**
 * SECURITY.md items 16 and 26: every endpoint gets malformed bodies (no 5xx, nothing changes), then valid requests
 * made from its own zod schema with each field and query parameter spoiled in turn (NUL and other control
 * characters, lone surrogates, inherited property names, huge and deeply nested values, extra keys): never a 5xx, and
 * every request that commits a change to a business table also writes an audit row (triggers count both).
 */
export function fuzzEveryEndpoint(tdb: TestDatabase): void {
  describe(`fuzzing every endpoint on ${tdb.name}`, () => {
    let h: Harness
    let admin: Agent
    let counter: WriteCounter
    let counts: WriteCounts | undefined
    let sent = 0

    beforeAll(async () => {
      h = await startHarness(tdb, { config: { EXOTEL_WEBHOOK_SECRET: SECRET } })
      admin = await signIn(h, ACCOUNTS.superAdmin)
      counter = await installWriteCounter(h.database)
    })
    afterAll(() => h.close())

    /** Sends one request and checks it: never a 5xx, a response code on every refusal, an audit row for every change. */
    async function send(
      agent: Agent,
      method: string,
      url: string,
      payload?: string,
      headers: Record<string, string> = {},
    ): Promise<Answer> {
      // Requests go one at a time and nothing else writes meanwhile: the counts after one are the counts before the next.
      const before = (counts ??= await counter.read())
      const res = await agent.call(method as 'POST', url, payload, headers)
      const after = (counts = await counter.read())
      sent++
      const label = () =>
        `${method} ${url.slice(0, 300)} ${payload?.slice(0, 300) ?? ''} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`
      if (res.status >= 500) problems.push(`5xx: ${label()}`)
      else if (res.status >= 400 && typeof res.body.responseCode !== 'number') problems.push(`no response code: ${label()}`)
      if (after.writes > before.writes && after.audits === before.audits)
        problems.push(`${after.writes - before.writes} row(s) written without an audit row: ${label()}`)
      return res
    }

    /** Every problem found, reported together at the end of a test (the first 40, and how many in all). */
    let problems: string[] = []
    const expectNoProblems = () => {
      const found = problems
      problems = []
      expect(found.length, `${found.length} problem(s):\n${found.slice(0, 40).join('\n')}`).toBe(0)
    }

    async function snapshot() {
      const res = (await h.database.db.execute(
        sql`select (select count(*) from users)::int as users, (select count(*) from roles)::int as roles, (select count(*) from sessions)::int as sessions,
        (select count(*) from otp_sends)::int as sends, (select count(*) from password_reset_tokens)::int as tokens,
        (select coalesce(sum(password_attempt), 0) from users)::int as attempts, (select count(*) from users where must_change_password)::int as must_change,
        (select count(*) from contacts)::int as contacts, (select count(*) from call_logs)::int as call_logs`,
      )) as unknown as { rows: Record<string, number>[] }
      return res.rows[0]
    }

    it(
      'answers malformed bodies to every endpoint without a 5xx, refusing bad input with a response code, changing nothing',
      async () => {
        const started = performance.now()
        const before = await snapshot()
        const r = createRng(FUZZ_SEED).next
        const routes = h.app.apiRoutes.filter((x) => x.method !== 'GET')
        expect(routes.length).toBeGreaterThan(100)
        const perRoute = RAW.length + randomBodiesPerRoute(tdb)
        const first = sent
        for (const route of routes) {
          // Every malformed text, then random JSON; a quarter of them without a session.
          for (let i = 0; i < perRoute; i++) {
            const agent = i % 4 === 0 || endsSessions(route) ? new Agent(h.app) : admin
            const raw = i < RAW.length ? RAW[i]! : (JSON.stringify(value(r)) ?? 'null')
            const res = await send(agent, route.method, route.url, raw)
            // A 2xx is right only for a body the route's own schema accepts: a table query ({} lists the first page) or a
            // lookup whose fields are all optional. So a 2xx always means validation ran and said yes, never that a route
            // skipped it; and nothing may change (the snapshot below).
            if (res.status < 400) expect(acceptedBy(route.body, raw), `${route.method} ${route.url} ${raw.slice(0, 120)}`).toBe(true)
          }
        }
        expectNoProblems()
        // Each route got every one of its bodies.
        expect(sent - first).toBe(routes.length * perRoute)
        expect(await snapshot()).toEqual(before)
        expect((await admin.get('/api/admin/islogin')).body.responseCode).toBe(109)
        console.info(
          `[fuzz ${tdb.name}] ${sent - first} malformed bodies (${routes.length} routes × ${perRoute}, seed ${FUZZ_SEED}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        )
      },
      FUZZ_TIMEOUT,
    )

    it(
      'refuses or serves every spoiled field of a valid request to every endpoint, never a 5xx, auditing every change',
      async () => {
        const started = performance.now()
        const first = sent
        const db = h.database.db
        const customerRows = await db
          .select({ id: users.id, mobileNo: users.mobileNo })
          .from(users)
          .where(and(eq(users.userType, 'user'), eq(users.active, true)))
          .limit(50)
        const customers = customerRows.map((u) => u.id)
        const mobileOf = new Map(customerRows.map((u) => [u.id, u.mobileNo]))
        await db.insert(leadCalls).values({
          leadId: (await db.select({ id: leads.id }).from(leads).limit(1))[0]!.id,
          requestedById: h.userIds.get(ACCOUNTS.support)!,
          agentNumber: ACCOUNTS.support,
          customerNumber: '5999999999',
          provider: 'local',
          providerCallId: 'fuzz-call',
          status: 'requested',
        })
        const [branch] = await db.select({ id: branches.id, scuId: branches.scuId }).from(branches).limit(1)
        const [lead] = await db.select({ id: leads.id }).from(leads).limit(1)
        const [enquiry] = await db.select({ id: enquiries.id }).from(enquiries).limit(1)
        const [ad] = await db.select({ id: advertisements.id }).from(advertisements).limit(1)
        const [mode] = await db.select({ id: ridingModes.id }).from(ridingModes).limit(1)
        const [notificationSend] = await db.select({ id: notificationSends.id }).from(notificationSends).limit(1)
        const [serviceRequest] = await db.select({ id: serviceRequests.id }).from(serviceRequests).limit(1)
        const [ticket] = await db.select({ id: tickets.id }).from(tickets).limit(1)
        const [vehicleModel] = await db.select({ id: vehicleModels.id }).from(vehicleModels).limit(1)
        const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.active, true)).limit(1)
        const [recharge] = await db.select({ id: recharges.id }).from(recharges).limit(1)
        const [coupon] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.active, true)).limit(1)
        const [booking] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.active, true)).limit(1)
        const [option] = await db.select({ id: optionValues.id }).from(optionValues).limit(1)
        const [conversation] = await db
          .insert(waConversations)
          .values({ waNumber: `91${customerRows[0]!.mobileNo}`, mobileNo: customerRows[0]!.mobileNo })
          .returning({ id: waConversations.id })
        const [trackingDevice] = await db
          .insert(trackingDevices)
          .values({ name: 'Fuzz unit', tokenHash: 'f'.repeat(64) })
          .returning({ id: trackingDevices.id })
        const role = await admin.post('/api/admin/role/create', { name: 'Fuzz role' })
        const support = h.userIds.get(ACCOUNTS.support)!
        const technician = h.userIds.get(ACCOUNTS.technician)!
        let turn = 0
        const idsByField: Record<string, (url: string) => string | undefined> = {
          userId: () => customers[turn++ % customers.length],
          executiveId: () => support,
          assignedTo: () => support,
          assign: () => technician,
          technicianId: () => technician,
          assigneeId: () => technician,
          roleId: () => role.body.roleId as string,
          permission: () => role.body.roleId as string,
          scuId: () => branch?.scuId,
          branchId: () => branch?.id,
          leadId: () => lead?.id,
          leadIds: () => lead?.id,
          eId: () => enquiry?.id,
          AdvId: () => ad?.id,
          CallSid: () => 'fuzz-call',
          Status: () => 'completed',
          planId: () => plan?.id,
          eligibleUserIds: () => customers[turn++ % customers.length],
          conversationId: () => conversation?.id,
          deviceId: () => trackingDevice?.id,
          recordId: (url) =>
            url.includes('/options/')
              ? option?.id
              : url.includes('/subscription/')
                ? recharge?.id
                : url.includes('/discount/')
                  ? coupon?.id
                  : url.includes('/booking/')
                    ? booking?.id
                    : url.includes('/plan/')
                      ? plan?.id
                      : url.includes('riding-mode')
                        ? mode?.id
                        : url.includes('notification')
                          ? notificationSend?.id
                          : url.includes('crm')
                            ? lead?.id
                            : url.includes('servicecenter')
                              ? branch?.scuId
                              : url.includes('servicereq')
                                ? serviceRequest?.id
                                : url.includes('ticket')
                                  ? ticket?.id
                                  : url.includes('vehicleModel')
                                    ? vehicleModel?.id
                                    : technician,
        }
        let counterValue = 0
        const contextFor = (url: string): SampleContext => ({
          idFor: (field) => (Object.hasOwn(idsByField, field) ? idsByField[field]!(url) : undefined),
          next: () => ++counterValue,
          now: NOW,
        })

        /** What a valid request of a route needs beyond its schema: an update keeps the user's mobile number. */
        const adjust: Record<string, (body: Record<string, unknown>) => Record<string, unknown>> = {
          'PUT /api/admin/user/update': (b) => ({ ...b, mobileNo: mobileOf.get(b.userId as string) ?? b.mobileNo }),
          'POST /api/admin/subscription/rider': (b) => ({ ...b, query: customerRows[0]?.mobileNo ?? b.query }),
        }

        // A sign-in waiting for its code, for the routes that need one.
        const pending = new Agent(h.app)
        expect(
          (await pending.post('/api/admin/accountLogin', { email: ACCOUNTS.support, password: DEMO_PASSWORD })).body.responseCode,
        ).toBe(122)
        const agentFor = (route: ApiRoute) =>
          route.access === 'pending' ? pending : route.access === 'webhook' || endsSessions(route) ? new Agent(h.app) : admin
        const headersFor = (route: ApiRoute): Record<string, string> => (route.access === 'webhook' ? { 'x-webhook-token': SECRET } : {})

        let accepted = 0
        const perField = spoilsPerField(tdb)
        const start = FUZZ_SEED % SPOILED_TEXT.length
        // Counts the fields (and requests given extra keys) so far: each takes the next spoiled texts (keys) in turn.
        let fieldTurn = 0
        let keyTurn = 0
        const texts = () => inTurn(SPOILED_TEXT, perField, fieldTurn++, start)
        const keys = () => inTurn(EXTRA_KEYS, perField, keyTurn++, start)
        for (const route of h.app.apiRoutes) {
          const agent = agentFor(route)
          const headers = headersFor(route)
          const ctx = contextFor(route.url)
          const params = Object.fromEntries(
            [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => [name!, name === 'bucket' ? 'images' : `${'ab'.repeat(16)}.png`]),
          )
          const urlWith = (p: Record<string, string>, query?: Record<string, unknown>) =>
            route.url.replace(/:(\w+)/g, (_, name: string) => encode(p[name]!)) +
            (query && Object.keys(query).length ? `?${queryString(query)}` : '')

          // The body: each top-level variant of its schema (and of the schema the handler picks, where it picks one).
          if (route.method !== 'GET') {
            const declared = route.body === undefined ? [] : [route.body]
            const picked = route.parsesBodyWith ? [route.parsesBodyWith(sampleOf(route.body, ctx))] : []
            const variants = [...declared, ...picked].flatMap(variantsOf)
            // A field the variants share is spoiled in the first that has it.
            const spoiledPaths = new Set<string>()
            for (const variant of variants.length ? variants : [undefined]) {
              // A fresh valid body for every request: unique fields (mobile numbers, tickets, titles) never repeat, so a spoiled
              // field is never stopped early as a duplicate.
              const baseOf = () => {
                const sample = variant === undefined ? {} : (sampleOf(variant, ctx) as Record<string, unknown>)
                return adjust[`${route.method} ${route.url}`]?.(sample) ?? sample
              }
              const base = baseOf()
              const ok = await send(agent, route.method, urlWith(params), JSON.stringify(base), headers)
              if (ok.status < 300) accepted++
              for (const { path, text } of fieldPaths(variant)) {
                if (spoiledPaths.has(path.join('.'))) continue
                spoiledPaths.add(path.join('.'))
                for (const spoiled of [...(text ? texts() : []), DEEP_VALUE, ...(path.length === 1 ? HUGE_VALUES : [])]) {
                  await send(agent, route.method, urlWith(params), JSON.stringify(withValue(baseOf(), path, spoiled)), headers)
                }
              }
              for (const key of keys()) {
                await send(agent, route.method, urlWith(params), JSON.stringify({ ...baseOf(), [key]: 'x' }), headers)
              }
            }
          }

          // The query: its schema's fields (every route also gets the extra keys), and the path's parameters.
          const query = route.querystring === undefined ? {} : (sampleOf(route.querystring, ctx) as Record<string, unknown>)
          if (route.method === 'GET') {
            const ok = await send(agent, 'GET', urlWith(params, query), undefined, headers)
            if (ok.status < 300) accepted++
          }
          const method = route.method === 'GET' ? 'GET' : route.method
          const body = route.method === 'GET' ? undefined : '{}'
          for (const { path } of fieldPaths(route.querystring)) {
            for (const spoiled of [...texts(), HUGE_TEXT.slice(0, 5000)])
              await send(agent, method, urlWith(params, withValue(query, path, spoiled) as Record<string, unknown>), body, headers)
          }
          for (const key of keys()) await send(agent, method, urlWith(params, { ...query, [key]: 'x' }), body, headers)
          for (const name of Object.keys(params)) {
            for (const spoiled of [...texts(), HUGE_TEXT.slice(0, 150)])
              await send(agent, method, urlWith({ ...params, [name]: spoiled }, query), body, headers)
          }
        }

        expectNoProblems()
        // The valid requests made from the schemas reached the handlers: most were served.
        expect(accepted).toBeGreaterThan(h.app.apiRoutes.length * 0.6)
        expect(sent - first).toBeGreaterThanOrEqual(3000)
        expect((await admin.get('/api/admin/islogin')).body.responseCode).toBe(109)
        const { writes, audits } = await counter.read()
        expect(writes).toBeGreaterThan(0)
        expect(audits).toBeGreaterThan(0)
        console.info(
          `[fuzz ${tdb.name}] ${sent - first} spoiled requests (${accepted} valid bases served, ${writes} rows written) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        )
      },
      FUZZ_TIMEOUT,
    )
  })
}
