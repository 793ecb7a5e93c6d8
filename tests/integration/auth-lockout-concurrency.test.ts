import { and, count, eq, gt, max } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, otpSends, users } from '../../server/db/schema'
import { DEMO_PASSWORD } from '../../server/db/seed/roles'
import { testDatabases } from './support/databases'
import { ACCOUNTS, Agent, startHarness, type Harness } from './support/harness'

/** SECURITY.md items 8 and 25: five wrong passwords lock the account, however many calls arrive at once. */
describe.each(testDatabases)('password lockout under concurrency on $name', (tdb) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(tdb)
  })
  afterAll(() => h.close())

  const mobile = ACCOUNTS.support
  const userId = () => h.userIds.get(mobile)!
  const attempts = async () => (await h.database.db.select({ n: users.passwordAttempt }).from(users).where(eq(users.id, userId())))[0]!.n
  const resetAttempts = () => h.database.db.update(users).set({ passwordAttempt: 0 }).where(eq(users.id, userId()))
  const login = (password: string) => new Agent(h.app).post('/api/admin/accountLogin', { email: mobile, password })
  const lastAuditId = async () => Number((await h.database.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0)
  const auditSince = async (afterId: number, action: string) =>
    Number(
      (
        await h.database.db
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.recordId, userId()), eq(auditLog.action, action), gt(auditLog.id, afterId)))
      )[0]!.n,
    )
  const codesSent = async () =>
    Number((await h.database.db.select({ n: count() }).from(otpSends).where(eq(otpSends.userId, userId())))[0]!.n)

  it.each([0, 10, 25, 49])(
    '50 concurrent calls, the right password at %i: no sign-in once five wrong ones counted, never more than five counted',
    async (rightAt) => {
      await resetAttempts()
      const auditBefore = await lastAuditId()
      const sentBefore = await codesSent()
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(i === rightAt ? DEMO_PASSWORD : `wrong-guess-${i}-x`)))

      const right = answers[rightAt]!.body.responseCode
      const wrong = answers.filter((_, i) => i !== rightAt).map((a) => a.body.responseCode)
      expect([122, 116]).toContain(right)
      expect(wrong.every((c) => c === 103 || c === 116)).toBe(true)
      expect(answers.every((a) => a.status < 500)).toBe(true)

      // The counter stops at five: 49 wrong passwords lock the account exactly once.
      expect(await attempts()).toBe(5)
      expect(await auditSince(auditBefore, 'signin.lockout')).toBe(1)
      const failures = wrong.filter((c) => c === 103).length
      expect(await auditSince(auditBefore, 'signin.failure')).toBe(failures)
      if (right === 122) {
        // Signed in before the fifth failure: at most four failures came before it (and reset), four after.
        expect(failures).toBeGreaterThanOrEqual(4)
        expect(failures).toBeLessThanOrEqual(8)
        expect(await codesSent()).toBe(sentBefore + 1)
      } else {
        // Locked first: only the four failures before the lock answered 103, and no code went out.
        expect(failures).toBe(4)
        expect(await codesSent()).toBe(sentBefore)
      }
    },
  )

  it('after four failures, the right password among 49 concurrent wrong ones signs in only if it counted before them', async () => {
    await resetAttempts()
    for (let i = 0; i < 4; i++) expect((await login(`wrong-before-${i}-x`)).body.responseCode).toBe(103)
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(i === 49 ? DEMO_PASSWORD : `wrong-after-${i}-x`)))
    const right = answers[49]!.body.responseCode
    const failures = answers.slice(0, 49).filter((a) => a.body.responseCode === 103).length
    // Either the right password came first (then it reset the counter and four more failures answered 103),
    // or a wrong one came first and locked the account: then nothing answered 103 and the right one got 116.
    expect({ right, failures }).toSatisfy(({ right, failures }) => (right === 122 && failures === 4) || (right === 116 && failures === 0))
    expect(await attempts()).toBe(5)
  })

  it('refuses every one of 50 concurrent right passwords once the account is locked', async () => {
    await resetAttempts()
    const locking = await Promise.all(Array.from({ length: 20 }, (_, i) => login(`wrong-lock-${i}-x`)))
    expect(locking.filter((a) => a.body.responseCode === 103)).toHaveLength(4)
    const sentBefore = await codesSent()
    const answers = await Promise.all(Array.from({ length: 50 }, () => login(DEMO_PASSWORD)))
    expect(answers.every((a) => a.status === 423 && a.body.responseCode === 116)).toBe(true)
    expect(await attempts()).toBe(5)
    expect(await codesSent()).toBe(sentBefore)
  })

  it('lets the right password in after four wrong ones, and clears the counter', async () => {
    await resetAttempts()
    for (let i = 0; i < 4; i++) expect((await login(`wrong-four-${i}-x`)).body.responseCode).toBe(103)
    expect(await attempts()).toBe(4)
    const auditBefore = await lastAuditId()
    expect((await login(DEMO_PASSWORD)).body.responseCode).toBe(122)
    expect(await attempts()).toBe(0)
    expect(await auditSince(auditBefore, 'signin.attempts.cleared')).toBe(1)
  })

  it('counts a wrong password and writes its audit row together', async () => {
    await resetAttempts()
    const auditBefore = await lastAuditId()
    for (let i = 0; i < 6; i++) await login(`wrong-pair-${i}-x`)
    expect(await auditSince(auditBefore, 'signin.failure')).toBe(4)
    expect(await auditSince(auditBefore, 'signin.lockout')).toBe(1)
    expect(await auditSince(auditBefore, 'signin.locked')).toBe(1)
    expect(await attempts()).toBe(5)
  })
})
