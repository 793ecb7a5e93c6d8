/**
 * The floor bench:api measures the real app against (issue 23): a minimal node:http + pg server that does what one
 * POST /api/admin/user/all must do and nothing else. Forked by api.bench.ts, in its own process, on the PostgreSQL
 * database the real app's child seeded, with the cookie of the session that child signed in.
 *
 * Before it listens it records, for every request body of the bench's cases, the statements the real list code
 * (usersList.list, server/lib/list*.ts) sends for it with its caches warm (tests/bench/api/capture.ts). Per request it
 * then does only this:
 *   1. reads the body and parses the JSON; reads the `sid` cookie;
 *   2. looks the session up as SessionStore.load does: one statement, the session row with its user, role, centre and
 *      branch, by the token's SHA-256; refuses an unknown, pending, expired or idle session, an inactive user, a
 *      password change pending, a role without the Users screen's query button (PermissionSet), and writes lastSeenAt
 *      at most once a minute, as the app does;
 *   3. sends the body's recorded statements (the same text and parameters: the probe with its exact count, or the page
 *      ids by the sampled estimate's path, then the rows, as the same named prepared statement as the app's) one after
 *      another on a pool of 20 connections, like the app,
 *      skipping those the app's caches spare it when they are warm (a filter's probe and sampled count for 30 s once
 *      counted, the table's size for 60 s; see capture.ts);
 *   4. answers { responseCode: 109, rows, pages, filterRecords, filterRecordsEstimated }, the rows mapped by the list's
 *      own toRow, so the JSON is the app's byte for byte.
 * No Fastify, no validation, no middleware, no ORM on the request path. The recorded parameters of the rows statement
 * are the ids the probe or page statement answered while recording; the data does not change during the bench, so the
 * database does the same work as when they are taken from the live answer. Count and estimate figures are the
 * recorded ones (arithmetic on those answers in the app).
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import pg from 'pg'
import { PermissionSet, type PermissionList } from '../../shared/permissions'
import { RC } from '../../shared/response-codes'
import { usersList } from '../../server/modules/users/list'
import type { RequestAuth } from '../../server/types'
import { benchCases } from './api/cases'
import { record, sessionStatement, type Recording } from './api/capture'
import { watchLoop } from './api/loop'
import { LIST_PATH, type BaselineSpec, type ChildMessage } from './api/protocol'

const IDLE_MS = 30 * 60_000 // SESSION_IDLE_MINUTES' default
const TOUCH_EVERY_MS = 60_000
const NEED = { screen: 'Users', button: 'query' } as const

type SessionRow = [string, Date, Date, string, string, ...unknown[]]

function fail(res: http.ServerResponse, status: number, responseCode: number): void {
  const text = JSON.stringify({ responseCode })
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) })
  res.end(text)
}

async function main(spec: BaselineSpec): Promise<void> {
  const send = (m: ChildMessage) => process.send!(m)
  const pool = new pg.Pool({ connectionString: spec.url, max: 20 })
  pool.on('error', () => {})
  const sessionQuery = sessionStatement(pool)
  const fields = Object.keys(usersList.definition.select)
  const toRow = usersList.definition.toRow as (r: Record<string, unknown>) => unknown

  /** The session of a cookie token, as the app's access gate sees it; null when refused. */
  async function session(token: string): Promise<SessionRow | null> {
    if (!token || token.length > 100) return null
    const hash = createHash('sha256').update(token).digest('hex')
    const { rows } = await pool.query<SessionRow>({ ...sessionQuery(hash), rowMode: 'array' })
    const row = rows[0]
    if (!row) return null
    const [stage, lastSeenAt, expiresAt] = row
    const isSuperAdmin = row[10] as boolean
    const mustChangePassword = row[11] as boolean
    const active = row[16] as boolean
    const now = Date.now()
    if (!active || expiresAt.getTime() <= now || lastSeenAt.getTime() + IDLE_MS <= now) return null
    if (now - lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await pool.query('UPDATE sessions SET last_seen_at = $1 WHERE id_hash = $2', [new Date(now), hash])
    }
    if (stage !== 'active' || mustChangePassword) return null
    const permission = row[18] ? (row[17] as PermissionList | null) : null
    if (!isSuperAdmin && !new PermissionSet(permission, false).allows(NEED)) return null
    return row
  }

  // The super admin's session row gives the list its scope (userScope), as request.auth does in the app.
  const token = spec.cookie.replace(/^sid=/, '')
  const me = await session(token)
  if (!me) throw new Error('the session of the cookie is not usable')
  const auth = { user: { id: me[3], userType: me[4], scuId: me[12], branchId: me[14] } } as unknown as RequestAuth
  const started = performance.now()
  const cases = benchCases(spec.users)
  const recordings: Map<string, Recording> = await record(pool, auth, cases)
  const counts = cases.map((c) => {
    const recs = c.bodies.map((b) => recordings.get(JSON.stringify(b))!)
    const warm = new Set(recs.map((r) => r.statements.filter((s) => !s.cached).length))
    const cold = new Set(recs.map((r) => r.statements.length))
    return `(${c.id}) ${[...warm].join('–')} warm, ${[...cold].join('–')} cold`
  })
  send({ type: 'progress', text: `baseline: statements per request (besides the session's): ${counts.join('; ')}` })
  const recordSeconds = (performance.now() - started) / 1000
  /** When each cached statement (Statement.cached) last ran: the list code's estimate and table size caches. */
  const warm = new Map<string, number>()

  async function answer(body: string, cookie: string | undefined, res: http.ServerResponse): Promise<void> {
    const token = /(?:^|;\s*)sid=([^;]*)/.exec(cookie ?? '')?.[1] ?? ''
    JSON.parse(body)
    if (!(await session(token))) return fail(res, 401, RC.INVALID_SESSION)
    const rec = recordings.get(body)
    if (!rec) return fail(res, 400, RC.SERVER_ERROR)
    let rows: unknown[] = []
    const now = Date.now()
    for (let i = 0; i < rec.statements.length; i++) {
      const s = rec.statements[i]!
      if (s.cached) {
        const at = warm.get(s.cached.key)
        if (at !== undefined && now - at < s.cached.ms) continue
      }
      const result = await pool.query({
        text: s.text,
        values: s.values,
        ...(s.rowMode ? { rowMode: s.rowMode } : {}),
        ...(s.name ? { name: s.name } : {}),
      })
      if (s.cached && (s.cached.key === 'size' || s.text.includes('TABLESAMPLE'))) warm.set(s.cached.key, Date.now())
      if (i === rec.rowsAt) {
        rows = (result.rows as unknown as unknown[][]).map((a) => {
          const r: Record<string, unknown> = {}
          for (let j = 0; j < fields.length; j++) r[fields[j]!] = a[j]
          return toRow(r)
        })
      }
    }
    const text = JSON.stringify({
      responseCode: RC.SUCCESS,
      rows,
      pages: rec.pages,
      filterRecords: rec.filterRecords,
      filterRecordsEstimated: rec.filterRecordsEstimated,
    })
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) })
    res.end(text)
  }

  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== LIST_PATH) return fail(res, 404, RC.SERVER_ERROR)
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      answer(Buffer.concat(chunks).toString('utf8'), req.headers.cookie, res).catch(() => fail(res, 500, RC.SERVER_ERROR))
    })
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  watchLoop()
  process.on('message', (m: unknown) => {
    if ((m as { type?: string }).type !== 'stop') return
    server.close()
    void pool.end().finally(() => process.exit(0))
  })
  send({ type: 'ready', port, cookie: spec.cookie, users: spec.users, seedSeconds: recordSeconds, warmup: {} })
}

if (process.argv[2] === '--serve') {
  main(JSON.parse(process.argv[3]!) as BaselineSpec).catch((err: unknown) => {
    process.send!({ type: 'failed', error: String((err as Error)?.stack ?? err) } satisfies ChildMessage)
    process.exit(1)
  })
}
