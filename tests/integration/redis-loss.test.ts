import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REALTIME_EVENTS, type IncomingCall } from '../../shared/api/realtime'
import { freePort, httpSignIn, nextEvent, openSocket, scratchDatabase, startNode, type Node } from './support/nodes'

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0
const databaseUrl = process.env.TEST_DATABASE_URL
const SECRET = 'redis-loss-webhook-secret-0123'
/** The sign-in limit per address and route; a burst of twice as many must meet 429 with or without Redis. */
const AUTH_LIMIT = 6
/** How much slower than normal an answer may be while Redis is away (SECURITY.md item 33). */
const SLACK_MS = 200

/** A Redis server of the test's own on `port` (no persistence), answering PING when this resolves. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  })
  const deadline = Date.now() + 10_000
  while (!(await pong(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server on ${port} did not start`)
    await new Promise((r) => setTimeout(r, 50))
  }
  return child
}

function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => s.write('PING\r\n'))
    s.once('data', (d) => (s.destroy(), resolve(d.toString().startsWith('+PONG'))))
    s.once('error', () => resolve(false))
  })
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())))

/** Waits for `check` to hold, polling; false after `ms`. */
async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 50))
  }
  return false
}

/**
 * Issue 34 defect 4 (SECURITY.md items 11 and 33): a lost Redis slows no request. Two nodes share a Redis the test
 * started; with it killed, every answer stays within 200 ms of its normal time, limits still hold (on each node's own
 * counters), /api/health says Redis is down, and after Redis comes back on the same port a call posted to node A
 * reaches the agent on node B again. The nodes share one PostgreSQL database (TEST_DATABASE_URL): two embedded ones
 * would each seed the demo data, a minute apiece.
 */
describe.skipIf(!hasRedisServer || !databaseUrl)('two nodes losing their Redis', () => {
  let redis: ChildProcess
  let redisPort: number
  let a: Node
  let b: Node
  let drop: () => Promise<void>
  let admin: string
  let agent: Socket
  beforeAll(async () => {
    redisPort = await freePort()
    redis = await startRedis(redisPort)
    const db = await scratchDatabase(databaseUrl!, 'redis_loss')
    drop = db.drop
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      EXOTEL_WEBHOOK_SECRET: SECRET,
      AUTH_RATE_LIMIT: String(AUTH_LIMIT),
    }
    // A first (it migrates and seeds the empty database), then B on the same data.
    a = await startNode(env)
    b = await startNode({ ...env, SEED_DEMO: 'false' })
    admin = await httpSignIn(a.url, '9000000001')
    agent = await openSocket(b.url, await httpSignIn(b.url, '9000000002'))
  }, 180_000)
  afterAll(async () => {
    agent?.close()
    await Promise.all([a?.stop(), b?.stop()])
    redis?.kill('SIGKILL')
    await drop?.()
  })

  const timed = async (url: string, path: string, init: RequestInit = {}) => {
    const started = performance.now()
    const res = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(15_000) })
    const body = (await res.json()) as { responseCode?: number; [k: string]: unknown }
    return { status: res.status, body, ms: performance.now() - started }
  }
  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: admin },
    body: JSON.stringify(body),
  })
  const calls = {
    islogin: (n: Node) => timed(n.url, '/api/admin/islogin', { headers: { cookie: admin } }),
    tickets: (n: Node) => timed(n.url, '/api/admin/ticket/all', json({ pageSize: 10 })),
  }
  /** The slowest of five calls, after one to warm up. */
  const slowest = async (call: () => ReturnType<typeof timed>) => {
    await call()
    let worst = 0
    for (let i = 0; i < 5; i++) {
      const r = await call()
      expect(r.status).toBe(200)
      expect(r.body.responseCode).toBe(109)
      worst = Math.max(worst, r.ms)
    }
    return worst
  }
  const signInBurst = (n: Node) =>
    Promise.all(
      Array.from({ length: AUTH_LIMIT * 2 }, () =>
        timed(n.url, '/api/admin/accountLogin', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify({ email: '9999999999', password: 'not-the-password' }),
        }),
      ),
    )
  /** Posts a call to node A's webhook and says whether the agent on node B got it within `ms`. */
  const delivered = async (ms: number) => {
    const callId = `redis-loss-${Date.now()}-${Math.random()}`
    const got = nextEvent<IncomingCall>(agent, REALTIME_EVENTS.incomingCall, (c) => c.callId === callId, ms)
    const res = await timed(a.url, '/api/exotel/incoming', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-webhook-token': SECRET },
      body: new URLSearchParams({ CallSid: callId, From: '09876543210', DialWhomNumber: '09000000002' }).toString(),
    })
    expect(res.status).toBe(200)
    return { got: (await got) !== null, ms: res.ms }
  }
  const health = async (n: Node) => (await timed(n.url, '/api/health')).body

  it('answers as fast as before with Redis killed, keeps limits on each node, and delivers calls again after', async () => {
    expect((await delivered(5000)).got).toBe(true)
    expect(await health(a)).toMatchObject({ status: 'ok', database: true, redis: 'up' })
    const normal = {
      islogin: Math.max(await slowest(() => calls.islogin(a)), await slowest(() => calls.islogin(b))),
      tickets: Math.max(await slowest(() => calls.tickets(a)), await slowest(() => calls.tickets(b))),
    }

    redis.kill('SIGKILL')
    await killed(redis)
    // Straight away, before the nodes may have noticed: no answer waits for Redis.
    for (const n of [a, b]) {
      for (const [name, call] of Object.entries(calls) as [keyof typeof calls, (n: Node) => ReturnType<typeof timed>][]) {
        for (let i = 0; i < 5; i++) {
          const r = await call(n)
          expect([r.status, r.body.responseCode], name).toEqual([200, 109])
          expect(r.ms, `${name} without Redis (normally ${Math.round(normal[name])} ms)`).toBeLessThan(normal[name] + SLACK_MS)
        }
      }
    }
    // Limits still hold, each node counting on its own: a burst of twice the sign-in limit meets 429.
    for (const n of [a, b]) {
      const burst = await signInBurst(n)
      expect(burst.filter((r) => r.status === 401)).toHaveLength(AUTH_LIMIT)
      expect(burst.filter((r) => r.status === 429 && r.body.responseCode === 112)).toHaveLength(AUTH_LIMIT)
    }
    // The webhook still answers at once (the call reaches agents on node A only, until Redis is back).
    expect((await delivered(300)).ms).toBeLessThan(normal.islogin + SLACK_MS)
    for (const n of [a, b]) expect(await health(n)).toMatchObject({ status: 'degraded', database: true, redis: 'down' })

    redis = await startRedis(redisPort)
    const back = Date.now()
    expect(await until(async () => (await delivered(500)).got, 8000)).toBe(true)
    expect(Date.now() - back).toBeLessThan(8000)
    expect(await until(async () => (await health(a)).redis === 'up' && (await health(b)).redis === 'up', 5000)).toBe(true)

    // Both nodes lived through it and said so once per Redis client, not once per request or reconnect attempt.
    for (const n of [a, b]) {
      expect(n.exited()).toBeNull()
      expect(n.output()).not.toMatch(/unhandled|ERR_UNHANDLED_REJECTION/i)
      expect(n.output().match(/redis \(rate limits\) unavailable/g) ?? []).toHaveLength(1)
    }
  }, 60_000)
})
