import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, notifications, sessions, users } from '../../server/db/schema'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, Agent, lastOtp, signIn, startHarness, type Harness } from './support/harness'

describe.each(oneDatabase)('sign-in on $name', (tdb) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(tdb)
  })
  afterAll(() => h.close())

  it('signs in with mobile, password and the code from the outbox, rotating the session id', async () => {
    const agent = new Agent(h.app)
    const login = await agent.post('/api/admin/accountLogin', { email: ACCOUNTS.superAdmin, password: 'Demo@12345' })
    expect(login.status).toBe(200)
    expect(login.body).toEqual({ responseCode: 122, message: 'OTP sent to your mobile number' })
    const pending = agent.cookie!
    expect(pending.length).toBeGreaterThanOrEqual(43) // 256 bits in base64url

    // The pending attempt is not a session: the session check refuses it.
    expect((await agent.get('/api/admin/islogin')).body.responseCode).toBe(108)

    const code = await lastOtp(h.database, ACCOUNTS.superAdmin)
    expect(code).toMatch(/^\d{6}$/)
    const verified = await agent.post('/api/admin/verify/otp', { otpVal: code })
    expect(verified.body.responseCode).toBe(109)
    expect(agent.cookie).toBeDefined()
    expect(agent.cookie).not.toBe(pending)

    const me = await agent.get('/api/admin/islogin')
    expect(me.status).toBe(200)
    expect(me.body.responseCode).toBe(109)
    const user = me.body.user as { mobileNo: string; userType: string; isSuperAdmin: boolean; permission: unknown[] }
    expect(user.mobileNo).toBe(ACCOUNTS.superAdmin)
    expect(user.isSuperAdmin).toBe(true)
    expect(user.permission.length).toBeGreaterThan(20)
    const unread = await h.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, h.userIds.get(ACCOUNTS.superAdmin)!), eq(notifications.read, false)))
    expect(unread.length).toBeGreaterThan(0)
    expect(me.body.notificationCount).toBe(unread.length)

    // The id from before sign-in stops working (SECURITY.md item 2).
    const old = new Agent(h.app)
    old.cookie = pending
    expect((await old.get('/api/admin/islogin')).body.responseCode).toBe(108)
    expect((await old.post('/api/admin/verify/otp', { otpVal: code })).body.responseCode).toBe(108)
  })

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/', async () => {
    const agent = new Agent(h.app)
    const login = await agent.post('/api/admin/accountLogin', { email: ACCOUNTS.support, password: 'Demo@12345' })
    const c = login.cookies.find((x) => x.name === 'sid')!
    expect(c.httpOnly).toBe(true)
    expect(String(c.sameSite).toLowerCase()).toBe('lax')
    expect(c.path).toBe('/')
  })

  it('answers unknown numbers, customers and wrong passwords alike with 103', async () => {
    const agent = new Agent(h.app)
    for (const body of [
      { email: '9999999999', password: 'Demo@12345' },
      { email: ACCOUNTS.support, password: 'wrong-password' },
    ]) {
      const r = await agent.post('/api/admin/accountLogin', body)
      expect(r.status).toBe(401)
      expect(r.body).toEqual({ responseCode: 103, message: 'Wrong Credentials' })
    }
    await h.database.db.update(users).set({ passwordAttempt: 0 }).where(eq(users.mobileNo, ACCOUNTS.support))
  })

  it('locks the account after five wrong passwords in a row (116) until an admin resets the attempts', async () => {
    const agent = new Agent(h.app)
    const codes: number[] = []
    for (let i = 0; i < 5; i++) {
      const r = await agent.post('/api/admin/accountLogin', { email: ACCOUNTS.technician, password: `wrong-${i}-password` })
      codes.push(r.body.responseCode!)
    }
    expect(codes).toEqual([103, 103, 103, 103, 116])
    const locked = await agent.post('/api/admin/accountLogin', { email: ACCOUNTS.technician, password: 'Demo@12345' })
    expect(locked.status).toBe(423)
    expect(locked.body).toEqual({ responseCode: 116, message: 'Exceeded Password attempt' })

    const audit = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, h.userIds.get(ACCOUNTS.technician)!), eq(auditLog.action, 'signin.lockout')))
    expect(audit).toHaveLength(1)

    // An admin resets the attempts to zero (the users screen does this through the API in a later module).
    await h.database.db.update(users).set({ passwordAttempt: 0 }).where(eq(users.mobileNo, ACCOUNTS.technician))
    await signIn(h, ACCOUNTS.technician)
  })

  it('resets the counter after a successful password', async () => {
    const agent = new Agent(h.app)
    await agent.post('/api/admin/accountLogin', { email: ACCOUNTS.franchise, password: 'not-it-at-all' })
    await agent.post('/api/admin/accountLogin', { email: ACCOUNTS.franchise, password: 'not-it-at-all' })
    const [before] = await h.database.db.select({ n: users.passwordAttempt }).from(users).where(eq(users.mobileNo, ACCOUNTS.franchise))
    expect(before!.n).toBe(2)
    expect((await agent.post('/api/admin/accountLogin', { email: ACCOUNTS.franchise, password: 'Demo@12345' })).body.responseCode).toBe(122)
    const [after] = await h.database.db.select({ n: users.passwordAttempt }).from(users).where(eq(users.mobileNo, ACCOUNTS.franchise))
    expect(after!.n).toBe(0)
  })

  it('refuses inactive accounts with 102 only after a correct password', async () => {
    await h.database.db.update(users).set({ active: false }).where(eq(users.mobileNo, ACCOUNTS.service))
    const agent = new Agent(h.app)
    expect((await agent.post('/api/admin/accountLogin', { email: ACCOUNTS.service, password: 'bad-password-1' })).body.responseCode).toBe(
      103,
    )
    const r = await agent.post('/api/admin/accountLogin', { email: ACCOUNTS.service, password: 'Demo@12345' })
    expect(r.body.responseCode).toBe(102)
    expect(r.status).toBe(403)
    await h.database.db.update(users).set({ active: true, passwordAttempt: 0 }).where(eq(users.mobileNo, ACCOUNTS.service))
  })

  it('logs sign-in successes, failures and the session end; logout ends the session server-side', async () => {
    const agent = await signIn(h, ACCOUNTS.support)
    const id = h.userIds.get(ACCOUNTS.support)!
    const rows = await h.database.db
      .select({ action: auditLog.action, source: auditLog.source })
      .from(auditLog)
      .where(eq(auditLog.recordId, id))
    expect(rows.map((r) => r.action)).toContain('signin.success')
    expect(rows.map((r) => r.action)).toContain('signin.failure')

    const cookie = agent.cookie!
    const out = await agent.get('/api/admin/logout')
    expect(out.body.responseCode).toBe(109)
    expect(out.cookies.find((c) => c.name === 'sid')?.value).toBe('')
    const replay = new Agent(h.app)
    replay.cookie = cookie
    const r = await replay.get('/api/admin/islogin')
    expect(r.status).toBe(401)
    expect(r.body.responseCode).toBe(108)
  })

  it('stores no session id and no code in the clear', async () => {
    const agent = new Agent(h.app)
    await agent.post('/api/admin/accountLogin', { email: ACCOUNTS.superAdmin, password: 'Demo@12345' })
    const code = await lastOtp(h.database, ACCOUNTS.superAdmin)
    const rows = await h.database.db.select().from(sessions)
    const dump = JSON.stringify(rows)
    expect(dump).not.toContain(agent.cookie!)
    expect(rows.some((r) => r.otpHash === code)).toBe(false)
  })
})
