import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, lastOtp, startHarness, type Harness } from './support/harness'

/**
 * SECURITY.md item 27: the outbox holds one-time codes, reset links and temporary passwords, so outside production it
 * answers only requests whose socket comes from this machine, whatever the server listens on and whatever a
 * forwarded header claims. Other machines get the same 404/123 as in production, where the route does not exist.
 */
describe.each(oneDatabase)('the development outbox on $name', (tdb) => {
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

/** TEST_CLOCK=true (never in production): end-to-end tests move the server's clock forward through /api/dev/clock. */
describe.each(oneDatabase)('the development clock on $name', (tdb) => {
  const headers = { 'x-requested-with': 'XMLHttpRequest' }
  it('is absent unless TEST_CLOCK is set', async () => {
    const h = await startHarness(tdb)
    try {
      const r = await h.app.inject({ method: 'POST', url: '/api/dev/clock', headers, payload: { advanceMs: 1000 } })
      expect(r.statusCode).toBe(404)
    } finally {
      await h.close()
    }
  })

  it('moves the clock every part of the server reads, only for this machine, and checks its input', async () => {
    const h = await startHarness(tdb, { config: { TEST_CLOCK: 'true' } })
    try {
      const before = h.clock.now().getTime()
      const day = 24 * 3600_000
      const r = await h.app.inject({ method: 'POST', url: '/api/dev/clock', headers, payload: { advanceMs: day } })
      expect(r.statusCode).toBe(200)
      expect(new Date((r.json() as { now: string }).now).getTime()).toBe(before + day)
      expect(h.clock.now().getTime()).toBe(before + day)
      const bad = await h.app.inject({ method: 'POST', url: '/api/dev/clock', headers, payload: { advanceMs: -5 } })
      expect(bad.statusCode).toBe(400)
      const far = await h.app.inject({
        method: 'POST',
        url: '/api/dev/clock',
        headers,
        remoteAddress: '10.0.0.5',
        payload: { advanceMs: 1 },
      })
      expect(far.statusCode).toBe(404)
      expect(h.clock.now().getTime()).toBe(before + day)
    } finally {
      await h.close()
    }
  })

  it('is refused in production', async () => {
    const { loadConfig } = await import('../../server/config')
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK/)
  })
})
