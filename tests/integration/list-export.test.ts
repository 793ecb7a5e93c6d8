import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, users } from '../../server/db/schema'
import { generateBulk } from '../../server/db/seed/bulk'
import { defineList } from '../../server/lib/list'
import { registerListRoutes } from '../../server/lib/list-routes'
import { usersList } from '../../server/modules/users/list'
import { testDatabases } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Harness } from './support/harness'

interface WriteEvent {
  kind: 'write' | 'drain' | 'close'
  ok?: boolean
}

/** The users export again, in chunks of 100 rows, so 20,000 rows take 200 writes: room to watch backpressure and a disconnect. */
const SLOW = '/api/admin/test/users/export'

describe.each(testDatabases)('streamed export over HTTP on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let base: string
  let total: number
  /** What each export response did: every write (and whether it asked the producer to wait) and every 'drain'. */
  const responses: WriteEvent[][] = []

  const instrument = (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.endsWith('/export')) return
      const events: WriteEvent[] = []
      responses.push(events)
      const raw = reply.raw
      const write = raw.write.bind(raw) as (...args: unknown[]) => boolean
      raw.write = ((...args: unknown[]) => {
        const ok = write(...args)
        events.push({ kind: 'write', ok })
        return ok
      }) as typeof raw.write
      raw.on('drain', () => events.push({ kind: 'drain' }))
      raw.on('close', () => events.push({ kind: 'close' }))
    })
    const def = usersList.definition
    const slow = defineList({ ...def, contract: { ...def.contract, list: '/api/admin/test/users/all', export: SLOW }, exportChunk: 100 })
    registerListRoutes(app, slow, { screen: 'Users', tags: ['test'], what: 'users' })
  }

  const post = (path: string, body: unknown, signal?: AbortSignal) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { cookie: `sid=${admin.cookie}`, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    })

  const lastExportAudit = async () =>
    (
      await h.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'export'), eq(auditLog.entity, 'user')))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0]

  const exportAudits = async () =>
    Number(
      (
        await h.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(eq(auditLog.action, 'export'))
      )[0]!.n,
    )

  beforeAll(async () => {
    h = await startHarness(tdb, { beforeReady: instrument })
    await generateBulk(h.database, { users: 20_000, now: h.clock.now() })
    total = Number((await h.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    await h.app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`
  }, 120_000)
  afterAll(() => h.close())

  it('streams 20,000+ rows in several chunks, in the list’s order, and records the export', async () => {
    const res = await post('/api/admin/user/export', { sortField: 'createdAt' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8')
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    let chunks = 0
    let text = ''
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks++
      text += decoder.decode(value, { stream: true })
    }
    const lines = text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(total).toBeGreaterThan(20_000)
    expect(chunks).toBeGreaterThan(1)
    // More rows than the exact-count limit: the header's total is the estimate, flagged; the done line is exact.
    expect(lines[0]).toMatchObject({ totalEstimated: true })
    expect(Math.abs((lines[0]!.total as number) - total) / total).toBeLessThan(0.3)
    expect(lines).toHaveLength(total + 2)
    expect(lines.at(-1)).toEqual({ done: true, rows: total })
    const first = (await admin.post('/api/admin/user/all', { pageSize: 1000 })).body.rows as unknown[]
    const last = (await admin.post('/api/admin/user/all', { pageSize: 1000, page: Math.floor((total - 1) / 1000) })).body.rows as unknown[]
    expect(lines.slice(1, 1001)).toEqual(first)
    expect(lines.slice(-1 - last.length, -1)).toEqual(last)
    expect(new Set(lines.slice(1, -1).map((r) => r._id)).size).toBe(total)
    expect(await lastExportAudit()).toMatchObject({ changes: { rows: total, completed: true } })
  })

  it('waits for drain whenever a write is refused, and does not run ahead of a client that stops reading', async () => {
    const before = responses.length
    const auditsBefore = await exportAudits()
    const body = await new Promise<{ res: http.IncomingMessage }>((resolve, reject) => {
      const req = http.request(`${base}${SLOW}`, {
        method: 'POST',
        headers: { cookie: `sid=${admin.cookie}`, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      })
      req.on('response', (res) => resolve({ res }))
      req.on('error', reject)
      req.end('{}')
    })
    body.res.pause()
    // Wait, however slow the machine, until the writes stop: the buffers between server and client are full and the
    // last write was refused. (The export, 8.5 MB, is more than the loopback socket buffers take.)
    const writeCount = () => (responses[before] ?? []).filter((e) => e.kind === 'write').length
    const waiting = () => {
      const last = (responses[before] ?? []).at(-1)
      return last?.kind === 'write' && last.ok === false
    }
    let seen = -1
    for (let i = 0; i < 100 && !(writeCount() === seen && waiting()); i++) {
      seen = writeCount()
      await sleep(300)
    }
    expect(waiting()).toBe(true)
    const events = responses[before]!
    const writesWhilePaused = writeCount()
    await sleep(400)
    // Paused: the server waits for 'drain' instead of reading on into memory.
    expect(writeCount()).toBe(writesWhilePaused)
    expect(await exportAudits()).toBe(auditsBefore)

    let received = ''
    body.res.setEncoding('utf8')
    body.res.on('data', (d: string) => (received += d))
    body.res.resume()
    await new Promise((r) => body.res.on('end', r))
    expect(received.trimEnd().split('\n').at(-1)).toBe(JSON.stringify({ done: true, rows: total }))
    // Every write that was refused was followed by a 'drain' before the next write.
    const writes = events.filter((e) => e.kind !== 'close')
    expect(writes.some((e) => e.kind === 'write' && e.ok === false)).toBe(true)
    for (let i = 0; i < writes.length - 1; i++) {
      if (writes[i]!.kind === 'write' && writes[i]!.ok === false) expect(writes[i + 1]!.kind, `event ${i}`).toBe('drain')
    }
  })

  it('stops when the client disconnects mid-export, records it, and keeps serving', async () => {
    const before = responses.length
    const abort = new AbortController()
    const res = await post(SLOW, {}, abort.signal)
    const reader = res.body!.getReader()
    await reader.read()
    abort.abort()
    await reader.cancel().catch(() => {})

    // The export's audit row (written when the producer stops) says it stopped early, with fewer rows than the table.
    let audit = await lastExportAudit()
    for (let i = 0; i < 100 && !audit?.comment?.includes('stopped early'); i++) {
      await sleep(50)
      audit = await lastExportAudit()
    }
    expect(audit!.comment).toContain('stopped early')
    expect(audit!.changes).toMatchObject({ completed: false })
    expect((audit!.changes as { rows: number }).rows).toBeLessThan(total)

    // No more writes after the close, and the server answers as before.
    const events = responses[before]!
    const afterClose = events.slice(events.findIndex((e) => e.kind === 'close') + 1)
    await sleep(200)
    expect(afterClose.filter((e) => e.kind === 'write')).toHaveLength(0)
    const list = await post('/api/admin/user/all', { keyword: 'kumar' })
    expect(list.status).toBe(200)
    expect(((await list.json()) as { responseCode: number }).responseCode).toBe(109)
    const again = await post('/api/admin/user/export', { userType: 'admin' })
    expect((await again.text()).trimEnd().split('\n').at(-1)).toMatch(/"done":true/)
  })
})
