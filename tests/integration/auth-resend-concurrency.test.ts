import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { otpSends, outbox } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, Agent, lastOtp, startHarness, type Harness } from './support/harness'

/** SECURITY.md items 7 and 25: one resend per 5 s and five per 15 minutes per account, however many arrive at once. */
describe.each(testDatabases)('resend throttle under concurrency on $name', (tdb) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(tdb)
  })
  afterAll(() => h.close())

  const mobile = ACCOUNTS.service
  const messages = async () => Number((await h.database.db.select({ n: count() }).from(outbox).where(eq(outbox.to, mobile)))[0]!.n)
  const resendRows = async () =>
    Number(
      (
        await h.database.db
          .select({ n: count() })
          .from(otpSends)
          .where(and(eq(otpSends.userId, h.userIds.get(mobile)!), eq(otpSends.kind, 'resend')))
      )[0]!.n,
    )
  const burst = async (agent: Agent, n = 30) => {
    const answers = await Promise.all(Array.from({ length: n }, () => agent.post('/api/admin/resend/otp')))
    expect(answers.every((a) => a.body.responseCode === 109 || (a.status === 429 && a.body.responseCode === 112))).toBe(true)
    return answers.filter((a) => a.body.responseCode === 109).length
  }

  it('sends exactly one code for 30 concurrent resends, and at most five in 15 minutes', async () => {
    const agent = new Agent(h.app)
    expect((await agent.post('/api/admin/accountLogin', { email: mobile, password: 'Demo@12345' })).body.responseCode).toBe(122)
    const sentAtStart = await messages()
    const rowsAtStart = await resendRows()

    h.clock.advance(5_300)
    expect(await burst(agent)).toBe(1)
    expect(await messages()).toBe(sentAtStart + 1)
    expect(await resendRows()).toBe(rowsAtStart + 1)

    for (let round = 2; round <= 5; round++) {
      h.clock.advance(6_000)
      expect(await burst(agent), `round ${round}`).toBe(1)
    }
    expect(await messages()).toBe(sentAtStart + 5)

    // Five resends in this window: a sixth burst sends nothing, even after the 5 s gap.
    h.clock.advance(6_000)
    expect(await burst(agent)).toBe(0)
    expect(await messages()).toBe(sentAtStart + 5)
    expect(await resendRows()).toBe(rowsAtStart + 5)

    // The code that went out last is the one that works.
    const code = await lastOtp(h.database, mobile)
    expect((await agent.post('/api/admin/verify/otp', { otpVal: code })).body.responseCode).toBe(109)
  })
})
