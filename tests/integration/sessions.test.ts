import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, Agent, lastOtp, signIn, startHarness, type Harness } from './support/harness'

describe.each(testDatabases)('sessions on $name', (tdb) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(tdb)
  })
  afterAll(() => h.close())

  it('ends a session idle for 30 minutes', async () => {
    const agent = await signIn(h, ACCOUNTS.support)
    h.clock.advance(29 * 60_000)
    expect((await agent.get('/api/admin/islogin')).body.responseCode).toBe(109)
    h.clock.advance(29 * 60_000)
    expect((await agent.get('/api/admin/islogin')).body.responseCode).toBe(109)
    h.clock.advance(30 * 60_000 + 1000)
    expect((await agent.get('/api/admin/islogin')).body.responseCode).toBe(108)
  })

  it('ends an active session after 12 hours however busy', async () => {
    const agent = await signIn(h, ACCOUNTS.support)
    for (let i = 0; i < 35; i++) {
      h.clock.advance(20 * 60_000)
      expect((await agent.get('/api/admin/islogin')).body.responseCode).toBe(109)
    }
    h.clock.advance(60 * 60_000 - 1000)
    // 11 h 40 min + 59 min: still fresh for the idle timeout, but past the absolute lifetime.
    const r = await agent.get('/api/admin/islogin')
    expect(r.body.responseCode).toBe(108)
  })

  it('ends the sessions of a deactivated user at once', async () => {
    const agent = await signIn(h, ACCOUNTS.service)
    await h.database.db.update(users).set({ active: false }).where(eq(users.mobileNo, ACCOUNTS.service))
    expect((await agent.get('/api/admin/islogin')).body.responseCode).toBe(108)
    await h.database.db.update(users).set({ active: true }).where(eq(users.mobileNo, ACCOUNTS.service))
    // The session is gone for good, not merely hidden while the user was inactive.
    expect((await agent.get('/api/admin/islogin')).body.responseCode).toBe(108)
  })

  it('ends every session of the user on password change and leaves other users alone', async () => {
    const first = await signIn(h, ACCOUNTS.franchise)
    const second = await signIn(h, ACCOUNTS.franchise)
    const other = await signIn(h, ACCOUNTS.service)
    const r = await first.put('/api/admin/password/reset', {
      oldPassword: 'Demo@12345',
      password: 'Scooter-Charge-2026',
      confirmPassword: 'Scooter-Charge-2026',
    })
    expect(r.body).toEqual({ responseCode: 105, message: 'Password changed successfully' })
    expect((await first.get('/api/admin/islogin')).body.responseCode).toBe(108)
    expect((await second.get('/api/admin/islogin')).body.responseCode).toBe(108)
    expect((await other.get('/api/admin/islogin')).body.responseCode).toBe(109)
    // The new password works, the old one does not.
    expect(
      (await new Agent(h.app).post('/api/admin/accountLogin', { email: ACCOUNTS.franchise, password: 'Demo@12345' })).body.responseCode,
    ).toBe(103)
    await signIn(h, ACCOUNTS.franchise, 'Scooter-Charge-2026')
  })
})

describe('sessions in production mode', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(testDatabases[0]!, { config: { NODE_ENV: 'production' } })
  })
  afterAll(() => h.close())

  it('uses a __Host- cookie marked Secure, HSTS, and has no outbox route', async () => {
    const agent = new Agent(h.app, '__Host-sid')
    const login = await agent.post(
      '/api/admin/accountLogin',
      { email: ACCOUNTS.superAdmin, password: 'Demo@12345' },
      { 'x-forwarded-proto': 'https' },
    )
    const c = login.cookies.find((x) => x.name === '__Host-sid')!
    expect(c).toBeDefined()
    expect(c.secure).toBe(true)
    expect(c.httpOnly).toBe(true)
    expect(c.path).toBe('/')
    expect(login.headers['strict-transport-security']).toContain('max-age=')
    const code = await lastOtp(h.database, ACCOUNTS.superAdmin)
    expect((await agent.post('/api/admin/verify/otp', { otpVal: code })).body.responseCode).toBe(109)
    expect((await agent.get('/api/admin/islogin')).body.responseCode).toBe(109)
    const outbox = await agent.get('/api/dev/outbox')
    expect(outbox.status).toBe(404)
  })
})
