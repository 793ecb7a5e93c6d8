import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from './support/databases'
import { ACCOUNTS, lastOtp, startHarness, type Harness } from './support/harness'

/**
 * SECURITY.md item 27: the outbox holds one-time codes, reset links and temporary passwords, so outside production it
 * answers only requests whose socket comes from this machine, whatever the server listens on and whatever a
 * forwarded header claims. Other machines get the same 404/123 as in production, where the route does not exist.
 */
describe.each(testDatabases)('the development outbox on $name', (tdb) => {
  let h: Harness
  let code: string
  beforeAll(async () => {
    h = await startHarness(tdb)
    await h.app.inject({
      method: 'POST',
      url: '/api/admin/accountLogin',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: ACCOUNTS.superAdmin, password: 'Demo@12345' }),
    })
    code = await lastOtp(h.database, ACCOUNTS.superAdmin)
  })
  afterAll(() => h.close())

  const readOutbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers })

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answers a request from this machine (%s)', async (address) => {
    const r = await readOutbox(address)
    expect(r.statusCode).toBe(200)
    const list = r.json() as { to: string; text: string }[]
    expect(list[0]).toMatchObject({ to: ACCOUNTS.superAdmin })
    expect(list[0]!.text).toContain(code)
  })

  it.each(['192.168.1.20', '10.0.0.5', '::ffff:192.168.1.20', '2001:db8::1', '0.0.0.0'])(
    'refuses a request from another machine (%s) with 404/123, revealing nothing',
    async (address) => {
      const r = await readOutbox(address)
      expect(r.statusCode).toBe(404)
      expect(r.json()).toEqual({ responseCode: 123, message: 'Record not found' })
      expect(r.body).not.toContain(code)
    },
  )

  it('ignores forwarded headers: the socket address decides', async () => {
    const r = await readOutbox('203.0.113.7', { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' })
    expect(r.statusCode).toBe(404)
    expect(r.body).not.toContain(code)
  })
})
