import { getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'

/**
 * Table upkeep for PGlite. PostgreSQL's autovacuum keeps planner statistics and the visibility map
 * fresh; PGlite runs no background workers, so a table filled after the migrations (the demo seed,
 * `npm run seed`, daily use) has neither. Without statistics the planner guesses: on a million users a
 * 23-row keyword took 1.5 s (an ordered index scan filtering half the table) instead of 6 ms (the
 * trigram index). Without a visibility map an index-only scan still reads every row: page 5,000 took
 * 93 ms instead of 15 ms.
 *
 * So before a list reads a table on PGlite, at most once a minute per table, compare its size now
 * with the size its statistics were taken at (pg_class.relpages; a file size, no scan) and run
 * `VACUUM (ANALYZE)` on it when it has none or has grown or shrunk by a fifth: 1.4 s for a million
 * users, during which PGlite (one connection) answers nothing else; a few milliseconds for the demo
 * data. On PostgreSQL this does nothing.
 */
const CHECK_EVERY_MS = 60_000
const CHANGE = 0.2
const SLACK_PAGES = 16

const checked = new WeakMap<Db, Map<string, number>>()

export async function ensureStatistics(db: Db, kind: 'pglite' | 'postgres', table: PgTable): Promise<void> {
  if (kind !== 'pglite') return
  const name = getTableName(table)
  let seen = checked.get(db)
  if (!seen) checked.set(db, (seen = new Map()))
  const last = seen.get(name)
  if (last !== undefined && Date.now() - last < CHECK_EVERY_MS) return
  // Marked before the check, so requests arriving meanwhile go ahead without waiting for it.
  seen.set(name, Date.now())
  const res = await db.execute(sql`
    SELECT c.reltuples::float8 AS tuples, c.relpages::int AS stat_pages,
        (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS pages
      FROM pg_class c WHERE c.oid = ${name}::regclass`)
  const row = (res as unknown as { rows: { tuples: number; stat_pages: number; pages: number }[] }).rows[0]
  if (!row || row.pages === 0) return
  const never = Number(row.tuples) < 0
  const drift = Math.abs(row.pages - row.stat_pages) > Math.max(SLACK_PAGES, row.stat_pages * CHANGE)
  if (never || drift) await db.execute(sql.raw(`VACUUM (ANALYZE) "${name.replaceAll('"', '""')}"`))
}
