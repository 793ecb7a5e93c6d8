import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, passwordResetTokens, users } from '../../server/db/schema'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, Agent, lastMessage, lastOtp, signIn, startHarness, type Harness } from './support/harness'

describe.each(oneDatabase)('passwords on $name', (tdb) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(tdb, {
      beforeReady: (app) => {
        // A stand-in for any permission-gated module endpoint.
        app.get('/api/admin/probe', { config: { access: { screen: 'Ticket', button: 'query' } } }, async () => ({ responseCode: 109 }))
      },
    })
  })
  afterAll(() => h.close())

  const mails = async () => Number((await h.database.db.select({ n: count() }).from(outbox).where(eq(outbox.channel, 'mail')))[0]!.n)

  it('answers an unknown number like a known one and sends nothing', async () => {
    const before = await mails()
    const r = await new Agent(h.app).get('/api/admin/forgot/password?username=9123456789')
    expect(r.body).toEqual({ responseCode: 101, message: 'New password is generated and sent over the email' })
    expect(await mails()).toBe(before)
  })

  it('mails a single-use link; the link generates a temporary password that must be changed at next sign-in', async () => {
    const agent = new Agent(h.app)
    const r = await agent.get(`/api/admin/forgot/password?username=${ACCOUNTS.technician}`)
    expect(r.body.responseCode).toBe(101)
    const mail = await lastMessage(h.database, 'technician@example.com')
    const token = mail!.text.match(/token=([A-Za-z0-9_-]+)/)?.[1]
    expect(token).toBeDefined()
    expect(token!.length).toBeGreaterThanOrEqual(22) // ≥128 bits
    const stored = await h.database.db.select().from(passwordResetTokens)
    expect(JSON.stringify(stored)).not.toContain(token!)

    const gen = await agent.get(`/api/admin/password/generate?token=${token}`)
    expect(gen.body).toEqual({ responseCode: 119, message: 'Your new password is generated successfully, Please check your mail.' })
    const again = await agent.get(`/api/admin/password/generate?token=${token}`)
    expect(again.body.responseCode).toBe(123)
    expect(again.body.message).toBe('Invalide Token, Session timeout. Please request one more time.')

    const temp = (await lastMessage(h.database, 'technician@example.com'))!.text.match(/password is: (\S+)/)?.[1]
    expect(temp).toBeDefined()
    // The old password no longer works.
    expect(
      (await new Agent(h.app).post('/api/admin/accountLogin', { email: ACCOUNTS.technician, password: 'Demo@12345' })).body.responseCode,
    ).toBe(103)

    const s = await signIn(h, ACCOUNTS.technician, temp!)
    const me = await s.get('/api/admin/islogin')
    expect((me.body.user as { mustChangePassword: boolean }).mustChangePassword).toBe(true)
    const blocked = await s.get('/api/admin/probe')
    expect(blocked.status).toBe(403)
    expect(blocked.body.responseCode).toBe(117)

    const changed = await s.put('/api/admin/password/reset', {
      oldPassword: temp,
      password: 'Battery-Swap-Bay-7',
      confirmPassword: 'Battery-Swap-Bay-7',
    })
    expect(changed.body.responseCode).toBe(105)
    const after = await signIn(h, ACCOUNTS.technician, 'Battery-Swap-Bay-7')
    expect(((await after.get('/api/admin/islogin')).body.user as { mustChangePassword: boolean }).mustChangePassword).toBe(false)
    expect((await after.get('/api/admin/probe')).body.responseCode).toBe(109)
  })

  it('expires the link after one hour', async () => {
    await new Agent(h.app).get(`/api/admin/forgot/password?username=${ACCOUNTS.service}`)
    const token = (await lastMessage(h.database, 'service@example.com'))!.text.match(/token=([A-Za-z0-9_-]+)/)![1]
    h.clock.advance(3_600_000 + 1000)
    expect((await new Agent(h.app).get(`/api/admin/password/generate?token=${token}`)).body.responseCode).toBe(123)
    expect((await new Agent(h.app).get('/api/admin/password/generate?token=not-a-token')).body.responseCode).toBe(123)
  })

  it('answers 116 for a locked account and 115 for an unverified e-mail', async () => {
    await h.database.db.update(users).set({ passwordAttempt: 5 }).where(eq(users.mobileNo, ACCOUNTS.franchise))
    expect((await new Agent(h.app).get(`/api/admin/forgot/password?username=${ACCOUNTS.franchise}`)).body.responseCode).toBe(116)
    await h.database.db.update(users).set({ passwordAttempt: 0, emailVerified: false }).where(eq(users.mobileNo, ACCOUNTS.franchise))
    expect((await new Agent(h.app).get(`/api/admin/forgot/password?username=${ACCOUNTS.franchise}`)).body.responseCode).toBe(115)
    await h.database.db.update(users).set({ emailVerified: true }).where(eq(users.mobileNo, ACCOUNTS.franchise))
  })

  it('checks the old password and the new one’s length, commonness and confirmation', async () => {
    const s = await signIn(h, ACCOUNTS.support)
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { oldPassword: 'nope-nope', password: 'Fresh-Password-1', confirmPassword: 'Fresh-Password-1' },
        104,
        'Password is not matching, please check your password',
      ],
      [{ oldPassword: 'Demo@12345', password: 'short', confirmPassword: 'short' }, 110, 'Password must have  at least 8 characters'],
      [
        { oldPassword: 'Demo@12345', password: 'password123', confirmPassword: 'password123' },
        110,
        'This password is too common, please choose another one',
      ],
      [{ oldPassword: 'Demo@12345', password: 'Fresh-Password-1', confirmPassword: 'Fresh-Password-2' }, 110, 'Passwords do not match'],
      [{ password: 'Fresh-Password-1', confirmPassword: 'Fresh-Password-1' }, 110, 'Please enter your old password'],
      [{ oldPassword: 'Demo@12345', confirmPassword: 'x' }, 110, 'Please enter your new password'],
      [{ oldPassword: 'Demo@12345', password: 'Fresh-Password-1' }, 110, 'Please confirm your new password'],
    ]
    for (const [body, code, message] of cases) {
      const r = await s.put('/api/admin/password/reset', body)
      expect(r.body.responseCode, JSON.stringify(body)).toBe(code)
      expect(r.body.message).toBe(message)
    }
    expect((await s.get('/api/admin/islogin')).body.responseCode).toBe(109)
  })

  it('needs a signed-in session to change a password', async () => {
    const r = await new Agent(h.app).put('/api/admin/password/reset', {
      oldPassword: 'Demo@12345',
      password: 'Fresh-Password-1',
      confirmPassword: 'Fresh-Password-1',
    })
    expect(r.status).toBe(401)
    expect(r.body.responseCode).toBe(108)
  })

  it('keeps the code for the demo readable at /api/dev/outbox, newest first', async () => {
    await new Agent(h.app).post('/api/admin/accountLogin', { email: ACCOUNTS.superAdmin, password: 'Demo@12345' })
    const code = await lastOtp(h.database, ACCOUNTS.superAdmin)
    const r = await new Agent(h.app).get('/api/dev/outbox')
    const list = r.body as unknown as { to: string; text: string; createdAt: number }[]
    expect(list[0]!.to).toBe(ACCOUNTS.superAdmin)
    expect(list[0]!.text).toContain(code)
    expect(typeof list[0]!.createdAt).toBe('number')
  })
})
