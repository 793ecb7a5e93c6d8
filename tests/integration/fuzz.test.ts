import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { testDatabases } from './support/databases'
import { ACCOUNTS, Agent, signIn, startHarness, type Harness } from './support/harness'
import { createRng } from '../../server/db/seed/prng'


const KEYS = ['email', 'password', 'otpVal', 'oldPassword', 'confirmPassword', 'userId', 'roleId', 'keyword', 'page', 'pageSize', 'sortField', 'sortOrder', 'active', 'permission', 'isSuperAdmin', 'passwordAttempt', '__proto__', 'constructor', 'prototype', '', 'a'.repeat(300)]
const STRINGS = ['', ' ', '9000000001', '90000abc01', '١٢٣٤٥٦٧٨٩٠', '\u0000', '\ud800', '<script>alert(1)</script>', "' OR 1=1 --", '%00', '../../etc/passwd', '${jndi:ldap://x}', 'x'.repeat(5000), '💥'.repeat(100), '-1', '1e309', 'NaN', 'true', 'null', '{}']

function value(r: () => number, depth = 0): unknown {
  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!
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

/** SECURITY.md item 16: malformed bodies to every endpoint that takes one: no 5xx, nothing changes. */
describe.each(testDatabases)('fuzzing every endpoint on $name', (tdb) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(tdb)
  })
  afterAll(() => h.close())

  async function snapshot() {
    const res = (await h.database.db.execute(
      sql`select (select count(*) from users)::int as users, (select count(*) from roles)::int as roles, (select count(*) from sessions)::int as sessions,
        (select count(*) from otp_sends)::int as sends, (select count(*) from password_reset_tokens)::int as tokens,
        (select coalesce(sum(password_attempt), 0) from users)::int as attempts, (select count(*) from users where must_change_password)::int as must_change,
        (select count(*) from contacts)::int as contacts, (select count(*) from call_logs)::int as call_logs`,
    )) as unknown as { rows: Record<string, number>[] }
    return res.rows[0]
  }

  it('answers thousands of malformed bodies without a 5xx, refusing bad input with a response code, changing nothing', async () => {
    const admin = await signIn(h, ACCOUNTS.superAdmin)
    const before = await snapshot()
    const r = createRng(20261120).next
    const routes = h.app.apiRoutes.filter((x) => x.method !== 'GET')
    expect(routes.length).toBeGreaterThan(0)
    let sent = 0
    for (const route of routes) {
      for (let i = 0; i < 400; i++) {
        const agent = i % 4 === 0 ? new Agent(h.app) : admin
        const raw = i % 10 === 0 ? RAW[i % RAW.length]! : JSON.stringify(value(r)) ?? 'null'
        const res = await agent.call(route.method as 'POST', route.url, raw)
        sent++
        const label = `${route.method} ${route.url} ${raw.slice(0, 120)}`
        expect(res.status, label).toBeLessThan(500)
        if (res.status < 400) {
          // A 2xx is right only for a body the route's own schema accepts: a table query ({} lists the first page) or a
          // lookup whose fields are all optional. So a 2xx always means validation ran and said yes, never that a route
          // skipped it; and nothing may change (the snapshot below).
          expect(acceptedBy(route.body, raw), label).toBe(true)
        } else {
          expect(typeof res.body.responseCode, label).toBe('number')
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(1000)
    expect(await snapshot()).toEqual(before)
    expect((await admin.get('/api/admin/islogin')).body.responseCode).toBe(109)
  }, 600_000) // 400 bodies to each of ~30 routes: minutes on a busy machine, and more with every route.
})
