import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateBulk } from '../../server/db/seed/bulk'
import { streamNdjson } from '../../server/lib/ndjson'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Harness } from './support/harness'

const PACED = '/api/admin/test/paced-stream'
const LINES = 5

/** Waits for `check` to hold, up to `ms`; the paced producer never moves on without the client, so a line that never arrives fails here. */
async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 10))
  }
}

interface Streamed {
  headers: http.IncomingHttpHeaders
  /** Decoded text so far, as it arrives. */
  text(): string
  /** Compressed pieces received so far. */
  pieces(): number
  done: Promise<void>
}

/** A real HTTP request over the listening server; the body is decoded as it arrives (not after the end). */
function open(base: string, path: string, acceptEncoding: string, cookie?: string, body = '{}'): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, {
      method: 'POST',
      headers: {
        'accept-encoding': acceptEncoding,
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        ...(cookie ? { cookie: `sid=${cookie}` } : {}),
      },
    })
    req.on('response', (res) => {
      const enc = res.headers['content-encoding']
      const decoder = enc === 'br' ? zlib.createBrotliDecompress() : enc === 'gzip' ? zlib.createGunzip() : null
      let text = ''
      let pieces = 0
      res.on('data', () => pieces++)
      const decoded = decoder ? res.pipe(decoder) : res
      decoded.setEncoding('utf8')
      decoded.on('data', (d: string) => (text += d))
      const done = new Promise<void>((ok, fail) => {
        decoded.on('end', ok)
        decoded.on('error', fail)
      })
      resolve({ headers: res.headers, text: () => text, pieces: () => pieces, done })
    })
    req.on('error', reject)
    req.end(body)
  })
}

describe.each(oneDatabase)('NDJSON streams compressed as they go on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let base: string
  /** How many lines the paced producer may write: the test raises it as each line arrives at the client. */
  let allowed = 0

  const pacedRoute = (app: FastifyInstance) => {
    app.post(PACED, { config: { access: 'public' }, schema: { hide: true } }, async (_req, reply) => {
      allowed = 1
      await streamNdjson(reply, async (out) => {
        for (let i = 0; i < LINES; i++) {
          await until(() => allowed > i)
          if (!(await out.write(`${JSON.stringify({ line: i, pad: 'x'.repeat(200) })}\n`))) return false
        }
        return true
      })
    })
  }

  beforeAll(async () => {
    h = await startHarness(tdb, { beforeReady: pacedRoute })
    await generateBulk(h.database, { users: 3000, now: h.clock.now() })
    admin = await signIn(h, ACCOUNTS.superAdmin)
    await h.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`
  }, 120_000)
  afterAll(() => h.close())

  it.each(['br', 'gzip'])(
    'flushes each write to the client (%s): a line arrives, decoded, before the next is written',
    async (encoding) => {
      const s = await open(base, PACED, encoding)
      expect(s.headers['content-encoding']).toBe(encoding)
      expect(String(s.headers.vary)).toMatch(/accept-encoding/i)
      expect(s.headers['content-type']).toBe('application/x-ndjson; charset=utf-8')
      for (let i = 0; i < LINES; i++) {
        // The producer waits for this line to reach the client before it writes the next one.
        await until(() => s.text().split('\n').length - 1 > i)
        expect(JSON.parse(s.text().trimEnd().split('\n').at(-1)!)).toMatchObject({ line: i })
        allowed = i + 2
      }
      await s.done
      expect(s.text().trimEnd().split('\n')).toHaveLength(LINES)
      expect(s.pieces()).toBeGreaterThanOrEqual(LINES)
    },
  )

  it('sends the whole users export compressed, the same rows as uncompressed, in several pieces', async () => {
    const plain = await open(base, '/api/admin/user/export', 'identity', admin.cookie, JSON.stringify({ sortField: 'createdAt' }))
    await plain.done
    expect(plain.headers['content-encoding']).toBeUndefined()
    const lines = plain.text().trimEnd().split('\n')
    expect(lines.length).toBeGreaterThan(3000)
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ done: true })

    for (const encoding of ['br', 'gzip']) {
      const s = await open(
        base,
        '/api/admin/user/export',
        `${encoding}, identity;q=0.5`,
        admin.cookie,
        JSON.stringify({ sortField: 'createdAt' }),
      )
      await s.done
      expect(s.headers['content-encoding']).toBe(encoding)
      expect(s.text()).toBe(plain.text())
      expect(s.pieces()).toBeGreaterThan(1)
    }
  })
})
