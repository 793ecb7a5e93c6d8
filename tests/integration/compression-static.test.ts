import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDir } from '../../scripts/precompress.mjs'
import { buildApp } from '../../server/app'
import { oneDatabase } from './support/databases'
import { startHarness, type Harness } from './support/harness'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const SCRIPT = '/assets/index-Ab12Cd34.js'
const SHEET = '/assets/index-Ef56Gh78.css'

/** A built client as `npm run build` leaves it: hashed assets, index.html, and the .br/.gz copies scripts/precompress.mjs writes. */
async function fakeBuild(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'))
  fs.mkdirSync(path.join(dir, 'assets'))
  const html = `<!doctype html><html><head><script type="module" src="${SCRIPT}"></script><link rel="stylesheet" href="${SHEET}"></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`
  fs.writeFileSync(path.join(dir, 'index.html'), html)
  fs.writeFileSync(path.join(dir, SCRIPT), Array.from({ length: 2000 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n'))
  fs.writeFileSync(path.join(dir, SHEET), Array.from({ length: 500 }, (_, i) => `.c${i}{margin:${i}px}`).join('\n'))
  fs.writeFileSync(path.join(dir, 'assets', 'tiny-0a1b2c3d.js'), 'export {}')
  fs.writeFileSync(path.join(dir, 'assets', 'logo-9f8e7d6c.png'), Buffer.alloc(4096, 7))
  const written = await precompressDir(dir)
  const copies = (w: { br: number; gz: number }) => [w.br > 0, w.gz > 0]
  // Every text file is tried (not the image); a copy is kept only when smaller, so 'export {}' stays alone.
  expect(Object.fromEntries(written.map((w) => [path.relative(dir, w.file), copies(w)]))).toEqual({
    'assets/index-Ab12Cd34.js': [true, true],
    'assets/index-Ef56Gh78.css': [true, true],
    'assets/tiny-0a1b2c3d.js': [false, false],
    'index.html': [true, true],
  })
  return dir
}

describe.each(oneDatabase)('the web app served pre-compressed on $name', (tdb) => {
  let h: Harness
  let app: FastifyInstance
  let dir: string

  beforeAll(async () => {
    h = await startHarness(tdb)
    dir = await fakeBuild()
    app = await buildApp(h.app.deps, { clientDir: dir })
    await app.ready()
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await h.close()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
  const file = (rel: string) => fs.readFileSync(path.join(dir, rel))

  it('sends the brotli copy of a hashed asset to a browser that takes it, immutable', async () => {
    const res = await get(SCRIPT, { 'accept-encoding': 'gzip, deflate, br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i)
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/)
    expect(res.headers['cache-control']).toBe(IMMUTABLE)
    expect(res.rawPayload.equals(file(`${SCRIPT}.br`))).toBe(true)
    expect(Number(res.headers['content-length'])).toBe(file(`${SCRIPT}.br`).length)
    expect(res.rawPayload.length).toBeLessThan(file(SCRIPT).length / 4)
  })

  it('sends the gzip copy when brotli is not accepted, and the file itself when nothing is', async () => {
    const gz = await get(SHEET, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers['content-type']).toMatch(/^text\/css/)
    expect(gz.rawPayload.equals(file(`${SHEET}.gz`))).toBe(true)
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length)
    expect(gz.headers['cache-control']).toBe(IMMUTABLE)

    const plain = await get(SHEET)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i)
    expect(plain.rawPayload.equals(file(SHEET))).toBe(true)
    expect(plain.headers['cache-control']).toBe(IMMUTABLE)
  })

  it('sends files without a copy (too small, or images) as they are', async () => {
    const tiny = await get('/assets/tiny-0a1b2c3d.js', { 'accept-encoding': 'br, gzip' })
    expect(tiny.statusCode).toBe(200)
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body).toBe('export {}')
    const png = await get('/assets/logo-9f8e7d6c.png', { 'accept-encoding': 'br, gzip' })
    expect(png.headers['content-encoding']).toBeUndefined()
    expect(png.headers['content-type']).toBe('image/png')
    expect(png.rawPayload.length).toBe(4096)
  })

  it('revalidates index.html, at its own path, at / and as the fallback of every page path', async () => {
    for (const url of ['/', '/index.html', '/users/list']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toMatch(/^text\/html/)
      expect(res.headers['cache-control'], url).toBe('no-cache')
      expect(res.headers['content-encoding'], url).toBe('br')
      expect(res.rawPayload.equals(file('index.html.br')), url).toBe(true)
      expect(res.headers.etag, url).toBeTruthy()
    }
    const head = await app.inject({ method: 'HEAD', url: '/users/list', headers: { 'accept-encoding': 'br' } })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.headers['cache-control']).toBe('no-cache')
    expect(head.rawPayload.length).toBe(0)
    const first = await get('/index.html', { 'accept-encoding': 'br' })
    const again = await get('/index.html', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    // Each copy has its own validator, so a cache never answers one encoding's 304 for another's body.
    const plain = await get('/index.html')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.etag).not.toBe(first.headers.etag)
  })

  it('leaves API paths to the API: unknown ones still answer 404 JSON', async () => {
    const res = await get('/api/admin/no-such-call', { 'accept-encoding': 'br' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ responseCode: 123 })
  })
})
