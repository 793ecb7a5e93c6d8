import { randomInt } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { otpSends, outbox } from '../../server/db/schema'
import { DEMO_PASSWORD } from '../../server/db/seed/roles'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, startHarness, type Harness } from './support/harness'

/** One sign-in call as it arrives on the socket: from `remote`, claiming the forwarded addresses it likes. */
async function login(h: Harness, opts: { mobile: string; remote?: string; forwardedFor?: string; password?: string }) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/admin/accountLogin',
    remoteAddress: opts.remote ?? '127.0.0.1',
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/json',
      ...(opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {}),
    },
    payload: JSON.stringify({ email: opts.mobile, password: opts.password ?? 'not-the-password-1' }),
  })
  return { status: res.statusCode, body: res.json() as { responseCode: number; message?: string } }
}

const addressOf = (i: number) => `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`
/** A number no account has, different per call so runs sharing Redis do not meet. */
const unknownNumber = () => `8${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`

/** SECURITY.md items 11 and 25: forwarded addresses only from configured proxies, and a per-account limit. */
describe.each(oneDatabase)('sign-in limits on $name', (tdb) => {
  describe('forwarded addresses', () => {
    it('in production with TRUST_PROXY unset, a new X-Forwarded-For per call still counts against the caller (429 at the limit)', async () => {
      const h = await startHarness(tdb, { config: { NODE_ENV: 'production', AUTH_RATE_LIMIT: '3' } })
      try {
        const answers = []
        for (let i = 0; i < 6; i++) answers.push(await login(h, { mobile: '9999999999', forwardedFor: addressOf(i) }))
        expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 429, 429, 429])
        expect(answers[3]!.body).toMatchObject({ responseCode: 112, message: 'Please try after some time' })
      } finally {
        await h.close()
      }
    })

    it('with TRUST_PROXY naming the proxy, the forwarded client address is the one limited', async () => {
      const h = await startHarness(tdb, { config: { TRUST_PROXY: '127.0.0.1', AUTH_RATE_LIMIT: '3' } })
      try {
        const client = '203.0.113.9'
        const same = []
        for (let i = 0; i < 4; i++) same.push((await login(h, { mobile: '9999999999', forwardedFor: client })).status)
        expect(same).toEqual([401, 401, 401, 429])
        // Another client behind the same proxy has its own budget.
        expect((await login(h, { mobile: '9999999999', forwardedFor: '203.0.113.10' })).status).toBe(401)
        // A caller that is not the proxy cannot choose its address: its claims are ignored.
        const direct = []
        for (let i = 0; i < 4; i++)
          direct.push((await login(h, { mobile: '9999999999', remote: '192.0.2.50', forwardedFor: addressOf(i) })).status)
        expect(direct).toEqual([401, 401, 401, 429])
      } finally {
        await h.close()
      }
    })

    it('behind a TLS-terminating proxy, the browser’s https origin passes the same-origin check only when TRUST_PROXY names the proxy', async () => {
      const call = (h: Harness) =>
        h.app.inject({
          method: 'POST',
          url: '/api/admin/accountLogin',
          headers: {
            'x-requested-with': 'XMLHttpRequest',
            'content-type': 'application/json',
            host: 'backoffice.example',
            origin: 'https://backoffice.example',
            'x-forwarded-proto': 'https',
            'x-forwarded-for': '203.0.113.30',
          },
          payload: JSON.stringify({ email: ACCOUNTS.superAdmin, password: DEMO_PASSWORD }),
        })
      const untrusted = await startHarness(tdb, { config: { NODE_ENV: 'production' } })
      try {
        expect((await call(untrusted)).statusCode).toBe(403)
      } finally {
        await untrusted.close()
      }
      const trusted = await startHarness(tdb, { config: { NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1' } })
      try {
        expect((await call(trusted)).json().responseCode).toBe(122)
      } finally {
        await trusted.close()
      }
    })

    it('with TRUST_PROXY naming a chain of proxies (an address and a CIDR range), the first untrusted address is the client', async () => {
      const h = await startHarness(tdb, { config: { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8', AUTH_RATE_LIMIT: '2' } })
      try {
        // Whatever the client prepends is ignored: the address the outer proxy saw is the one counted.
        const statuses = []
        for (let i = 0; i < 3; i++)
          statuses.push((await login(h, { mobile: '9999999999', forwardedFor: `${addressOf(i)}, 203.0.113.20, 10.1.2.3` })).status)
        expect(statuses).toEqual([401, 401, 429])
        expect((await login(h, { mobile: '9999999999', forwardedFor: '203.0.113.21, 10.1.2.3' })).status).toBe(401)
      } finally {
        await h.close()
      }
    })
  })

  describe('per account', () => {
    let h: Harness
    beforeAll(async () => {
      h = await startHarness(tdb, { config: { ACCOUNT_SIGNIN_LIMIT: '5' } })
    })
    afterAll(() => h.close())

    it('refuses the sixth call for one number within 15 minutes, whatever address it comes from', async () => {
      const mobile = unknownNumber()
      const answers = []
      for (let i = 0; i < 7; i++) answers.push(await login(h, { mobile, remote: addressOf(i) }))
      expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429])
      expect(answers[5]!.body).toEqual({ responseCode: 112, message: 'Please try after some time' })
      // Another number is not affected, and the window ends after 15 minutes.
      expect((await login(h, { mobile: unknownNumber(), remote: addressOf(0) })).status).toBe(401)
      h.clock.advance(15 * 60_000)
      expect((await login(h, { mobile, remote: addressOf(0) })).status).toBe(401)
    })

    it('lets five of 60 concurrent calls for one number through, from 60 addresses', async () => {
      const mobile = unknownNumber()
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login(h, { mobile, remote: addressOf(100 + i) })))
      expect(answers.filter((a) => a.status === 401)).toHaveLength(5)
      expect(answers.filter((a) => a.status === 429 && a.body.responseCode === 112)).toHaveLength(55)
    })

    it('counts an existing account like any number: the right password after the limit sends no code', async () => {
      h.clock.advance(15 * 60_000)
      const mobile = ACCOUNTS.franchise
      const sent = async () =>
        Number(
          (
            await h.database.db
              .select({ n: count() })
              .from(otpSends)
              .where(eq(otpSends.userId, h.userIds.get(mobile)!))
          )[0]!.n,
        )
      const before = await sent()
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) => login(h, { mobile, remote: addressOf(200 + i), password: DEMO_PASSWORD })),
      )
      expect(answers.every((a) => a.body.responseCode === 122)).toBe(true)
      const over = await login(h, { mobile, remote: addressOf(210), password: DEMO_PASSWORD })
      expect(over.status).toBe(429)
      // A handler that went on after answering 429 would record its code within a password check's time.
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(await sent()).toBe(before + 5)
    })

    it('limits forgot-password calls per number the same way, on a budget of their own', async () => {
      h.clock.advance(15 * 60_000)
      const forgot = (i: number) =>
        h.app.inject({
          method: 'GET',
          url: `/api/admin/forgot/password?username=${ACCOUNTS.support}`,
          remoteAddress: addressOf(300 + i),
          headers: { 'x-requested-with': 'XMLHttpRequest' },
        })
      const mails = async () => Number((await h.database.db.select({ n: count() }).from(outbox).where(eq(outbox.channel, 'mail')))[0]!.n)
      const before = await mails()
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => forgot(i)))
      expect(answers.filter((r) => r.json().responseCode === 101)).toHaveLength(5)
      expect(answers.filter((r) => r.statusCode === 429 && r.json().responseCode === 112)).toHaveLength(7)
      expect(await mails()).toBe(before + 5)
      // Sign-in for the same number still has its own budget.
      expect((await login(h, { mobile: ACCOUNTS.support, remote: addressOf(320), password: DEMO_PASSWORD })).body.responseCode).toBe(122)
    })
  })
})
