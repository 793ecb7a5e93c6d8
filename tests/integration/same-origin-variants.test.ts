import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Harness } from './support/harness'
import { installWriteCounter, type WriteCounter } from './support/write-counter'

/** The GET calls of the spec that change state; each must say so in its route's config. */
const SPEC_STATE_CHANGING_GETS = ['/api/admin/logout', '/api/admin/password/generate', '/api/admin/forgot/password']

const enc = (c: string, upper = false) => {
  const hex = c.charCodeAt(0).toString(16)
  return `%${upper ? hex.toUpperCase() : hex}`
}
const isLetter = (c: string) => /[a-z]/i.test(c)

/** Spellings that decode to the same path: every letter percent-encoded in turn, and all of them (both hex cases). */
function encodedVariants(path: string): string[] {
  const chars = [...path]
  const out = chars.flatMap((c, i) => (isLetter(c) ? [[...chars.slice(0, i), enc(c), ...chars.slice(i + 1)].join('')] : []))
  out.push(chars.map((c) => (isLetter(c) ? enc(c) : c)).join(''), chars.map((c) => (isLetter(c) ? enc(c, true) : c)).join(''))
  return out
}

/** Spellings a browser or proxy might treat as the same path, which our router does not (it answers 404). */
function otherVariants(path: string): string[] {
  const slashes = [...path].flatMap((c, i) => (c === '/' ? [i] : []))
  const segments = path.split('/')
  return [
    ...slashes.map((i) => `${path.slice(0, i)}/${path.slice(i)}`),
    ...slashes.slice(1).map((i) => `${path.slice(0, i)}/x/..${path.slice(i)}`),
    ...slashes.slice(1).map((i) => `${path.slice(0, i)}/.${path.slice(i)}`),
    `${path.slice(0, slashes.at(-1))}/x/../${segments.at(-1)}`,
    `${path}/`,
    `${path}/.`,
    `${path};x`,
    path.replace(/\//g, (s, i: number) => (i === 0 ? s : '%2F')),
    path.toUpperCase(),
    ...segments.map((s, i) => (s ? [...segments.slice(0, i), s[0]!.toUpperCase() + s.slice(1), ...segments.slice(i + 1)].join('/') : path)),
  ].filter((v) => v !== path)
}

/**
 * SECURITY.md items 19 and 34: the same-origin check is decided on the route the router matched, so no spelling of a
 * state-changing path (percent-encoded, doubled slashes, dot segments, trailing slash, case) sent cross-site without
 * the custom header gets past it. Sent over real HTTP, as `inject` would normalise some of them away.
 */
describe.each(oneDatabase)('same-origin check on every spelling of a state-changing path on $name', (tdb) => {
  let h: Harness
  let counter: WriteCounter
  let admin: Agent
  let base: string
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 16 })

  beforeAll(async () => {
    h = await startHarness(tdb)
    counter = await installWriteCounter(h.database)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    await h.app.listen({ host: '127.0.0.1', port: 0 })
    base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    keepAlive.destroy()
    await h.close()
  })

  const headersFor = (method: string): Record<string, string> => ({
    cookie: `sid=${admin.cookie}`,
    'sec-fetch-site': 'cross-site',
    // Content-Length said outright: Node's client sends a DELETE body without it (nor chunked).
    ...(method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json', 'content-length': '2' }),
  })
  const bodyFor = (method: string) => (method === 'GET' || method === 'HEAD' ? undefined : '{}')

  /**
   * A cross-site request without the custom header. Over HTTP the raw path goes out as given (Node's client does not
   * normalise it); `inject` (faster) keeps percent-encoding but resolves dot segments, so it carries only those.
   */
  const crossSite = async (method: string, path: string, raw: boolean): Promise<{ status: number; body: string }> => {
    if (!raw) {
      const r = await h.app.inject({ method: method as 'GET', url: path, headers: headersFor(method), payload: bodyFor(method) })
      return { status: r.statusCode, body: r.body }
    }
    return new Promise((resolve) => {
      const req = http.request(`${base}/`, { method, path, agent: keepAlive, headers: headersFor(method) })
      req.on('response', (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (d: string) => (body += d))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      req.on('error', (err) => resolve({ status: 0, body: String(err) }))
      req.end(bodyFor(method))
    })
  }

  it('marks the state-changing GET calls of the spec in their route config', () => {
    const flagged = h.app.apiRoutes.filter((r) => r.method === 'GET' && r.stateChanging).map((r) => r.url)
    expect(flagged.sort()).toEqual([...SPEC_STATE_CHANGING_GETS].sort())
  })

  it('refuses every spelling cross-site (403, or 404 where it matches no route), changing nothing', async () => {
    const routes = h.app.apiRoutes.filter(
      (r) =>
        r.access !== 'webhook' &&
        r.access !== 'signedWebhook' &&
        (r.method !== 'GET' || r.stateChanging || SPEC_STATE_CHANGING_GETS.includes(r.url)),
    )
    expect(routes.length).toBeGreaterThan(100)
    const cases = routes.flatMap((route) => {
      const path = route.url.replace(/:[A-Za-z]+/g, 'x1')
      return (route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]).flatMap((method) => [
        // Percent-encoded letters decode to the route itself: the check must refuse them.
        ...[path, ...encodedVariants(path)].map((p) => ({ route, method, p, raw: false, expected: [403] })),
        ...otherVariants(path).map((p) => ({ route, method, p, raw: true, expected: [403, 404] })),
      ])
    })
    expect(cases.length).toBeGreaterThan(routes.length * 20)
    const failures: string[] = []
    // In batches, each followed by the proof that nothing changed: no row, no audit entry, the session still valid.
    const BATCH = 400
    for (let at = 0; at < cases.length; at += BATCH) {
      const batch = cases.slice(at, at + BATCH)
      const before = await counter.read()
      const answers = await Promise.all(batch.map(async (c) => ({ ...c, answer: await crossSite(c.method, c.p, c.raw) })))
      for (const { method, p, expected, answer } of answers) {
        if (!expected.includes(answer.status)) failures.push(`${method} ${p}: ${answer.status} ${answer.body.slice(0, 80)}`)
      }
      const span = `${batch[0]!.route.url} … ${batch.at(-1)!.route.url}`
      const after = await counter.read()
      if (after.writes !== before.writes || after.audits !== before.audits) {
        failures.push(`${span}: wrote ${JSON.stringify({ before, after })}`)
      }
      if ((await admin.get('/api/admin/islogin')).body.responseCode !== 109) {
        failures.push(`${span}: the session ended`)
        admin = await signIn(h, ACCOUNTS.superAdmin)
      }
    }
    expect(failures.slice(0, 30), `${failures.length} failures`).toEqual([])
  })

  it('counts every spelling of an API path against the API rate limit', async () => {
    for (const url of ['/api/health', '/%61pi/health', '/api/%68ealth', '/%61%70%69/%68ealth']) {
      const r = await h.app.inject({ method: 'GET', url })
      expect(r.statusCode, url).toBe(200)
      expect(r.headers['x-ratelimit-limit'], url).toBe('100000')
    }
  })
})
