import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, Agent, lastOtp, startHarness, type Harness } from './support/harness'

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe.each(testDatabases)('one-time code on $name', (tdb) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(tdb)
  })
  afterAll(() => h.close())

  async function pending(mobile: string = ACCOUNTS.superAdmin) {
    const agent = new Agent(h.app)
    expect((await agent.post('/api/admin/accountLogin', { email: mobile, password: 'Demo@12345' })).body.responseCode).toBe(122)
    return { agent, code: await lastOtp(h.database, mobile) }
  }

  it('refuses a wrong code with 118', async () => {
    const { agent, code } = await pending()
    const r = await agent.post('/api/admin/verify/otp', { otpVal: wrongOf(code) })
    expect(r.status).toBe(401)
    expect(r.body).toEqual({ responseCode: 118, message: 'Invalid OTP' })
    expect((await agent.post('/api/admin/verify/otp', { otpVal: code })).body.responseCode).toBe(109)
  })

  it('accepts a numeric code too', async () => {
    const { agent, code } = await pending()
    expect((await agent.post('/api/admin/verify/otp', { otpVal: Number(code) })).body.responseCode).toBe(109)
  })

  it('invalidates the code after five wrong ones', async () => {
    const { agent, code } = await pending()
    for (let i = 0; i < 5; i++) expect((await agent.post('/api/admin/verify/otp', { otpVal: wrongOf(code) })).body.responseCode).toBe(118)
    expect((await agent.post('/api/admin/verify/otp', { otpVal: code })).body.responseCode).toBe(118)
  })

  it('checks at most five of 50 wrong codes sent at once', async () => {
    const { agent, code } = await pending()
    const results = await Promise.all(Array.from({ length: 50 }, () => agent.post('/api/admin/verify/otp', { otpVal: wrongOf(code) })))
    expect(results.every((r) => r.body.responseCode === 118)).toBe(true)
    const rows = await h.database.db
      .select({ attempts: sessions.otpAttempts, hash: sessions.otpHash })
      .from(sessions)
      .where(eq(sessions.stage, 'otp'))
    const mine = rows.find((r) => r.attempts >= 5)
    expect(mine?.attempts).toBe(5)
    expect((await agent.post('/api/admin/verify/otp', { otpVal: code })).body.responseCode).toBe(118)
  })

  it('expires the code after 5 minutes', async () => {
    const { agent, code } = await pending()
    h.clock.advance(5 * 60_000 + 1000)
    expect((await agent.post('/api/admin/verify/otp', { otpVal: code })).body.responseCode).toBe(118)
  })

  it('uses a code once, and only for the attempt that created it', async () => {
    const a = await pending()
    const b = new Agent(h.app)
    await b.post('/api/admin/accountLogin', { email: ACCOUNTS.support, password: 'Demo@12345' })
    // The code of attempt A does not work on attempt B.
    expect((await b.post('/api/admin/verify/otp', { otpVal: a.code })).body.responseCode).toBe(118)
    expect((await a.agent.post('/api/admin/verify/otp', { otpVal: a.code })).body.responseCode).toBe(109)
    // Once signed in, the same code means nothing.
    expect((await a.agent.post('/api/admin/verify/otp', { otpVal: a.code })).body.responseCode).toBe(108)
  })

  it('resend replaces the code, at most one per 5 s and five per 15 minutes (429)', async () => {
    const { agent, code } = await pending(ACCOUNTS.franchise)
    const tooSoon = await agent.post('/api/admin/resend/otp')
    expect(tooSoon.status).toBe(429)
    expect(tooSoon.body.responseCode).toBe(112)

    h.clock.advance(5_000)
    const again = await agent.post('/api/admin/resend/otp')
    expect(again.body).toEqual({ responseCode: 109, message: 'Sucessfully sent OTP' })
    const fresh = await lastOtp(h.database, ACCOUNTS.franchise)
    if (fresh !== code) expect((await agent.post('/api/admin/verify/otp', { otpVal: code })).body.responseCode).toBe(118)

    for (let i = 0; i < 4; i++) {
      h.clock.advance(6_000)
      expect((await agent.post('/api/admin/resend/otp')).body.responseCode).toBe(109)
    }
    h.clock.advance(6_000)
    expect((await agent.post('/api/admin/resend/otp')).status).toBe(429)
    h.clock.advance(15 * 60_000)
    // The attempt itself expired with the idle timeout meanwhile; a new sign-in may resend again.
    const next = await pending(ACCOUNTS.franchise)
    h.clock.advance(6_000)
    expect((await next.agent.post('/api/admin/resend/otp')).body.responseCode).toBe(109)
    const newest = await lastOtp(h.database, ACCOUNTS.franchise)
    expect((await next.agent.post('/api/admin/verify/otp', { otpVal: newest })).body.responseCode).toBe(109)
  })

  it('refuses resend and verify without a pending attempt (108)', async () => {
    const agent = new Agent(h.app)
    expect((await agent.post('/api/admin/resend/otp')).body.responseCode).toBe(108)
    expect((await agent.post('/api/admin/verify/otp', { otpVal: '123456' })).body.responseCode).toBe(108)
  })
})
