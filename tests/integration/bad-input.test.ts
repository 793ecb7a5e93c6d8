import { count, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { otpSends, passwordResetTokens, sessions, users } from '../../server/db/schema'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, Agent, signIn, startHarness, type Harness } from './support/harness'

const HUGE = 'x'.repeat(100_000)
const BODIES: unknown[] = [
  undefined,
  '',
  'not json',
  '{"unterminated": ',
  'null',
  '[]',
  '123',
  '"text"',
  {},
  { email: null, password: null },
  { email: 9000000001, password: 12345 },
  { email: ['9000000001'], password: { $gt: '' } },
  { email: '90000abc01', password: 'Demo@12345' },
  { email: '900000000', password: 'Demo@12345' },
  { email: '90000000011', password: 'Demo@12345' },
  { email: HUGE, password: HUGE },
  { email: '9000000001', password: HUGE },
  { email: '9000000001' },
  { password: 'Demo@12345' },
  { otpVal: null },
  { otpVal: 'abcdef' },
  { otpVal: '12345' },
  { otpVal: HUGE },
  { otpVal: -1 },
  { otpVal: 1.5 },
  { otpVal: { a: 1 } },
  { oldPassword: HUGE, password: HUGE, confirmPassword: HUGE },
  { oldPassword: 1, password: true, confirmPassword: [] },
  { __proto__: { isSuperAdmin: true }, constructor: { prototype: { x: 1 } } },
]
const QUERIES = [
  '',
  '?username=',
  '?username=abc',
  `?username=${HUGE.slice(0, 5000)}`,
  '?username[]=1',
  '?token=',
  `?token=${HUGE.slice(0, 5000)}`,
  '?token=%00%ff',
]

describe.each(oneDatabase)('bad input to the auth calls on $name', (tdb) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(tdb)
  })
  afterAll(() => h.close())

  async function snapshot() {
    const db = h.database.db
    const n = async (t: typeof users | typeof sessions | typeof otpSends | typeof passwordResetTokens) =>
      Number((await db.select({ n: count() }).from(t))[0]!.n)
    const attempts = await db.select({ s: sql<number>`coalesce(sum(${users.passwordAttempt}), 0)` }).from(users)
    return {
      users: await n(users),
      sessions: await n(sessions),
      sends: await n(otpSends),
      tokens: await n(passwordResetTokens),
      attempts: Number(attempts[0]!.s),
    }
  }

  it('answers every malformed body with a clear 4xx and a response code, never a 5xx, changing nothing', async () => {
    const signedIn = await signIn(h, ACCOUNTS.support)
    const pending = new Agent(h.app)
    await pending.post('/api/admin/accountLogin', { email: ACCOUNTS.superAdmin, password: 'Demo@12345' })
    const before = await snapshot()
    const targets: [Agent, 'POST' | 'PUT', string][] = [
      [new Agent(h.app), 'POST', '/api/admin/accountLogin'],
      [pending, 'POST', '/api/admin/verify/otp'],
      [signedIn, 'PUT', '/api/admin/password/reset'],
    ]
    for (const [agent, method, url] of targets) {
      for (const body of BODIES) {
        // A valid-looking OTP guess would count as an attempt; those are covered elsewhere.
        const r = await agent.call(method, url, body)
        const label = `${method} ${url} ${JSON.stringify(body)?.slice(0, 80)}`
        expect(r.status, label).toBeGreaterThanOrEqual(400)
        expect(r.status, label).toBeLessThan(500)
        expect(typeof r.body.responseCode, label).toBe('number')
        expect(typeof r.body.message, label).toBe('string')
        expect(r.body.message!.length, label).toBeLessThan(300)
      }
    }
    for (const q of QUERIES) {
      for (const url of ['/api/admin/forgot/password', '/api/admin/password/generate']) {
        const r = await new Agent(h.app).get(url + q)
        expect(r.status, url + q).toBeGreaterThanOrEqual(400)
        expect(r.status, url + q).toBeLessThan(500)
        expect(typeof r.body.responseCode).toBe('number')
      }
    }
    expect(await snapshot()).toEqual(before)
  })

  it('gives the specification’s messages for the sign-in fields', async () => {
    const agent = new Agent(h.app)
    const cases: [unknown, string][] = [
      [{ password: 'x' }, 'Enter your Mobile Number'],
      [{ email: '', password: 'x' }, 'Enter your Mobile Number'],
      [{ email: '9000000001' }, 'Enter your Password'],
      [{ email: '9000000001', password: '' }, 'Enter your Password'],
      [{ email: '90000abc01', password: 'x' }, 'Please enter valid mobile number'],
    ]
    for (const [body, message] of cases) {
      const r = await agent.post('/api/admin/accountLogin', body)
      expect(r.status).toBe(400)
      expect(r.body.responseCode).toBe(110)
      expect(r.body.message).toBe(message)
    }
    const forgot = await agent.get('/api/admin/forgot/password?username=')
    expect(forgot.body.message).toBe('Please enter your mobile number')
  })

  it('refuses a body over the size limit with 413', async () => {
    const r = await new Agent(h.app).post('/api/admin/accountLogin', { email: '9000000001', password: 'x'.repeat(2 * 1024 * 1024) })
    expect(r.status).toBe(413)
    expect(r.body.responseCode).toBe(110)
  })

  it('answers unknown API paths with 404 and code 123', async () => {
    const r = await new Agent(h.app).get('/api/admin/no/such/call')
    expect(r.status).toBe(404)
    expect(r.body.responseCode).toBe(123)
  })
})
