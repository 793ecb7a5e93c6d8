import { drizzle } from 'drizzle-orm/node-postgres'
import type pg from 'pg'
import * as schema from '../../../server/db/schema'
import type { Db } from '../../../server/db/client'
import { sessionLookup } from '../../../server/auth/sessions'
import type { ListQuery } from '../../../server/lib/list'
import { usersList } from '../../../server/modules/users/list'
import type { RequestAuth } from '../../../server/types'
import type { Case } from './cases'

/** One statement as the real list code sent it to node-postgres. */
export interface Statement {
  text: string
  values: unknown[]
  /** 'array' for drizzle's selects (the page's rows), undefined for raw statements (probe, count, page ids). */
  rowMode?: 'array'
  /** A named prepared statement (the page's rows by id, server/lib/list.ts): PostgreSQL parses and plans it once per connection. */
  name?: string
  /**
   * Sent only when the list code's cache of it is cold: the probe and the sampled count of a filter with many matches
   * (the estimate cache, `key` that count's text and parameters, 30 s), and the table's size (60 s).
   */
  cached?: { key: string; ms: number }
}

/** What one body costs the database, and the figures its answer carries besides the rows. */
export interface Recording {
  statements: Statement[]
  /** The statement that reads the page's rows (-1: an empty page, none is sent). */
  rowsAt: number
  pages: number
  filterRecords: number
  filterRecordsEstimated: boolean
}

/** A drizzle database over `pool` that writes down every statement it sends into `log`. */
function recordingDb(pool: pg.Pool, log: Statement[]): Db {
  const client = {
    query(config: { text: string; rowMode?: 'array'; name?: string }, values: unknown[] = []) {
      log.push({
        text: config.text,
        values,
        ...(config.rowMode ? { rowMode: config.rowMode } : {}),
        ...(config.name ? { name: config.name } : {}),
      })
      return pool.query(config, values)
    },
  }
  return drizzle({ client: client as unknown as pg.Pool, schema }) as unknown as Db
}

/**
 * The session lookup of SessionStore.load (server/auth/sessions.ts): the session row with its user, role, centre and
 * branch, by the hash of the cookie's token, in one statement; the columns in this order. Answers the statement for a hash.
 */
export function sessionStatement(pool: pg.Pool): (hash: string) => { text: string; values: unknown[] } {
  const db = recordingDb(pool, [])
  const q = sessionLookup(db, '\u0000').toSQL()
  const at = q.params.indexOf('\u0000')
  return (hash) => ({ text: q.sql, values: q.params.map((v, i) => (i === at ? hash : v)) })
}

/** The list query the route's validation would give for a body (its defaults filled in). */
export function listQuery(body: Record<string, unknown>): ListQuery<Record<string, never>> {
  return usersList.query.parse(body) as ListQuery<Record<string, never>>
}

const same = (a: Statement[], b: Statement[]) =>
  a.length === b.length && a.every((s, i) => s.text === b[i]!.text && JSON.stringify(s.values) === JSON.stringify(b[i]!.values))

/**
 * Marks what the first run sent before the second run's statements (the list code's caches were cold, server/lib/
 * list-count.ts): the table's size, cached 60 s per table, and the probe and sampled count of a filter with many
 * matches, skipped for 30 s once that filter's estimate is cached. Answers null when the runs differ otherwise.
 */
function markCold(cold: Statement[], warm: Statement[]): Statement[] | null {
  const extra = cold.length - warm.length
  if (extra < 0 || !same(cold.slice(extra), warm)) return null
  const sample = cold.slice(0, extra).find((s) => s.text.includes('TABLESAMPLE'))
  const key = sample ? `${sample.text}\u0000${JSON.stringify(sample.values)}` : `cold\u0000${JSON.stringify(cold)}`
  return cold.map((s, i) =>
    i >= extra ? s : { ...s, cached: s.text.includes('pg_relation_size') ? { key: 'size', ms: 60_000 } : { key, ms: 30_000 } },
  )
}

/**
 * Runs the real users list (usersList.list, the code behind POST /user/all) for every body of the cases, twice per body
 * on a database handle of its own (the list code's caches are per handle): the first run with its caches cold, the
 * second warm. The recording is the first run, each statement the second did not send marked as cached (markCold), so
 * the baseline sends what the app sends whether its caches are warm or cold.
 */
export async function record(pool: pg.Pool, auth: RequestAuth, cases: Case[], parallel = 8): Promise<Map<string, Recording>> {
  const out = new Map<string, Recording>()
  const bodies = cases.flatMap((c) => c.bodies)
  let next = 0
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++]!
      const log: Statement[] = []
      const db = recordingDb(pool, log)
      const q = listQuery(body)
      const first = await usersList.list({ db, kind: 'postgres', auth }, q)
      const cold = log.splice(0)
      const answer = await usersList.list({ db, kind: 'postgres', auth }, q)
      const statements = markCold(cold, log)
      if (!statements || JSON.stringify(first) !== JSON.stringify(answer))
        throw new Error(`the list answered ${JSON.stringify(body)} differently with its caches warm`)
      out.set(JSON.stringify(body), {
        statements,
        rowsAt: statements.findIndex((s) => s.rowMode === 'array'),
        pages: answer.pages,
        filterRecords: answer.filterRecords,
        filterRecordsEstimated: answer.filterRecordsEstimated,
      })
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  return out
}
