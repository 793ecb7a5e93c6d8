import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateBulk } from '../../server/db/seed/bulk'
import { negotiateEncoding } from '../../server/lib/compress'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Harness } from './support/harness'

const LIST = '/api/admin/user/all'

describe('negotiating Accept-Encoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['', null],
  ])('%j → %s', (header, want) => {
    expect(negotiateEncoding(header)).toBe(want)
  })
})

describe.each(oneDatabase)('API answers compressed by Accept-Encoding on $name', (tdb) => {
  let h: Harness
  let admin: Agent

  beforeAll(async () => {
    h = await startHarness(tdb)
    await generateBulk(h.database, { users: 200, now: h.clock.now() })
    admin = await signIn(h, ACCOUNTS.superAdmin)
  }, 120_000)
  afterAll(() => h.close())

  /** The list call as the app makes it, with the given Accept-Encoding (none when undefined). */
  const list = (acceptEncoding?: string, body: unknown = { pageSize: 100 }) => {
    const opts: InjectOptions = {
      method: 'POST',
      url: LIST,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/json',
        cookie: `sid=${admin.cookie}`,
        ...(acceptEncoding !== undefined ? { 'accept-encoding': acceptEncoding } : {}),
      },
      payload: JSON.stringify(body),
    }
    return h.app.inject(opts)
  }

  it('sends a large answer uncompressed to a client that asks for no encoding, saying it varies', async () => {
    const res = await list()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i)
    expect(res.rawPayload.length).toBeGreaterThan(10_000)
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
    expect((res.json() as { rows: unknown[] }).rows).toHaveLength(100)
  })

  it('compresses a large answer with brotli when accepted, and with gzip when brotli is not', async () => {
    const plain = (await list()).body
    const br = await list('gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i)
    expect(br.headers['content-type']).toMatch(/^application\/json/)
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length)
    expect(br.rawPayload.length).toBeLessThan(plain.length / 3)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain)

    const gz = await list('gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(String(gz.headers.vary)).toMatch(/accept-encoding/i)
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length)
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain)

    const refused = await list('br;q=0, gzip;q=0')
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.body).toBe(plain)
  })

  it('sends small answers as they are', async () => {
    const one = await list('br, gzip', { pageSize: 10, keyword: 'no-such-user-anywhere' })
    expect(one.statusCode).toBe(200)
    expect(one.rawPayload.length).toBeLessThan(1024)
    expect(one.headers['content-encoding']).toBeUndefined()
    expect(one.json()).toMatchObject({ responseCode: 109 })

    const health = await h.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } })
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(health.json()).toMatchObject({ status: 'ok' })
  })

  it('compresses error answers the same way, and never a HEAD', async () => {
    const head = await h.app.inject({ method: 'HEAD', url: '/api/health', headers: { 'accept-encoding': 'br' } })
    expect(head.headers['content-encoding']).toBeUndefined()
    const denied = await h.app.inject({
      method: 'POST',
      url: LIST,
      headers: { 'accept-encoding': 'br', 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      payload: '{}',
    })
    expect(denied.statusCode).toBe(401)
    // A short refusal: under the threshold, so plain JSON.
    expect(denied.headers['content-encoding']).toBeUndefined()
    expect(denied.json()).toHaveProperty('responseCode')
  })
})
