import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { otpSends, sessions } from '../../server/db/schema'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, Agent, signIn, startHarness, type Harness } from './support/harness'

describe.each(oneDatabase)('browser protections on $name', (tdb) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(tdb)
  })
  afterAll(() => h.close())

  const login = { email: ACCOUNTS.superAdmin, password: 'Demo@12345' }
  const sessionCount = async () => Number((await h.database.db.select({ n: count() }).from(sessions))[0]!.n)

  it('refuses state-changing calls without the custom header or from another site (403), changing nothing', async () => {
    const before = await sessionCount()
    const cases: Record<string, string>[] = [
      { 'x-requested-with': '' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
    ]
    for (const headers of cases) {
      const agent = new Agent(h.app)
      const r = await agent.post('/api/admin/accountLogin', login, headers)
      expect(r.status, JSON.stringify(headers)).toBe(403)
      expect(r.body.responseCode).toBe(111)
    }
    expect(await sessionCount()).toBe(before)
  })

  it('accepts same-origin calls from the app', async () => {
    const r = await new Agent(h.app).post('/api/admin/accountLogin', login, {
      origin: 'http://localhost:80',
      host: 'localhost:80',
      'sec-fetch-site': 'same-origin',
    })
    expect(r.body.responseCode).toBe(122)
  })

  it('treats the state-changing GET calls of the spec like posts', async () => {
    const agent = await signIn(h, ACCOUNTS.support)
    const r = await agent.get('/api/admin/logout', { 'x-requested-with': '' })
    expect(r.status).toBe(403)
    expect((await agent.get('/api/admin/islogin')).body.responseCode).toBe(109)
    const cross = await agent.get('/api/admin/logout', { 'sec-fetch-site': 'cross-site' })
    expect(cross.status).toBe(403)
    expect((await agent.get('/api/admin/forgot/password?username=9000000002', { 'x-requested-with': '' })).status).toBe(403)
  })

  it('sends the security headers on every answer and no-store on the API', async () => {
    const r = await new Agent(h.app).get('/api/admin/islogin')
    const csp = String(r.headers['content-security-policy'])
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(r.headers['x-content-type-options']).toBe('nosniff')
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(r.headers['cache-control']).toBe('no-store')
    expect(r.headers['strict-transport-security']).toBeUndefined() // only in production
  })

  it('limits sign-in calls per address (429)', async () => {
    const limited = await startHarness(tdb, { config: { AUTH_RATE_LIMIT: '3' } })
    try {
      const codes: number[] = []
      for (let i = 0; i < 5; i++)
        codes.push((await new Agent(limited.app).post('/api/admin/accountLogin', { email: '9999999999', password: 'whatever-1' })).status)
      expect(codes.slice(0, 3)).toEqual([401, 401, 401])
      expect(codes[3]).toBe(429)
      const r = await new Agent(limited.app).post('/api/admin/accountLogin', login)
      expect(r.body.responseCode).toBe(112)
      expect(Number((await limited.database.db.select({ n: count() }).from(otpSends))[0]!.n)).toBe(0)
    } finally {
      await limited.close()
    }
  })

  it('keeps the telephony webhook out of the API limit (its own, higher limit); wrong secrets are refused and counted', async () => {
    const secret = 'limit-test-secret-0123456789'
    const limited = await startHarness(tdb, { config: { API_RATE_LIMIT: '3', WEBHOOK_RATE_LIMIT: '8', EXOTEL_WEBHOOK_SECRET: secret } })
    try {
      const call = (token: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/exotel/incoming',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-webhook-token': token },
          payload: 'From=09876543210&DialWhomNumber=09000000002',
        })
      const api = async () => (await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode
      // The API's 3 per minute are spent; the webhook keeps answering until its own 8.
      const apiCodes = [await api(), await api(), await api(), await api()]
      expect(apiCodes).toEqual([200, 200, 200, 429])
      const codes: number[] = []
      for (let i = 0; i < 6; i++) codes.push((await call(secret)).statusCode)
      expect(codes).toEqual([200, 200, 200, 200, 200, 200])
      expect((await call('wrong-secret-0123456789')).statusCode).toBe(401)
      expect((await call(secret)).statusCode).toBe(200)
      expect((await call(secret)).statusCode).toBe(429)
    } finally {
      await limited.close()
    }
  })
})
