import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { rowsOf } from './list-count'

/**
 * Which ids make up a page, in the list's order (the sort column, then the id).
 *
 * PostgreSQL plans `WHERE … ORDER BY sort LIMIT n` assuming the matches are spread evenly along the sort
 * order, and then likes to walk the sort index filtering row by row. That is right for an order the
 * filter does not care about (newest users matching 'kumar': ~50 rows read for a page) and ruinous when
 * they cluster: 'sharma' sorted by last name descending walks the index from 'Yadav' down, 160,000
 * rows (406 ms on PostgreSQL, one million users); 'ka05' by vehicle number, 290,000 (574 ms). So the
 * choice is made here, from what is known, not left to that guess:
 *
 * - **Few matches** (no more than the exact-count limit): `probe` reads them all, unordered, through
 *   the best index for the filter (a MATERIALIZED CTE, planned for all rows), counts them and sorts
 *   the page in the same statement.
 * - **Many matches**: with the (sampled) number of matches m among N rows, an ordered walk should read
 *   about (offset + pageSize) · N / m rows, and reading all matches costs m. The cheaper one is used;
 *   the ordered walk stops after 4× its expected length, and when it runs out the page is taken from
 *   all matches instead. Either way the rows are the same; only the cost differs.
 */
export interface PageArgs {
  table: PgTable
  id: PgColumn
  sortColumn: PgColumn
  ascending: boolean
  /** The conditions; undefined when there are none (every row). */
  where: SQL | undefined
  pageSize: number
  offset: number
}

export interface ProbeResult {
  /** Matches, capped at limit + 1. */
  n: number
  /** The ids of the requested page, in order, when n ≤ limit; null otherwise. */
  pageIds: unknown[] | null
}

const ORDERED_MIN_CAP = 2000
const ORDERED_SLACK = 4

const direction = (ascending: boolean) => sql.raw(ascending ? 'ASC' : 'DESC')
const idsOf = (res: unknown) => rowsOf<{ i: unknown }>(res).map((r) => r.i)

/** One statement: how many matches (up to limit + 1), and the page's ids when they are that few. */
export async function probe(db: Db, a: PageArgs, limit: number): Promise<ProbeResult> {
  const dir = direction(a.ascending)
  const res = await db.execute(sql`
    WITH m AS MATERIALIZED (SELECT ${a.id} AS i, ${a.sortColumn} AS k FROM ${a.table} WHERE ${a.where ?? sql`true`}),
      c AS MATERIALIZED (SELECT i, k FROM m LIMIT ${limit + 1})
    SELECT (SELECT count(*) FROM c)::int AS n,
      (SELECT coalesce(json_agg(p.i ORDER BY p.k ${dir}, p.i ${dir}), '[]'::json)
        FROM (SELECT i, k FROM c ORDER BY k ${dir}, i ${dir} LIMIT ${a.pageSize} OFFSET ${a.offset}) p) AS ids`)
  const row = rowsOf<{ n: number; ids: unknown[] | string }>(res)[0]!
  const n = Number(row.n)
  const ids = typeof row.ids === 'string' ? (JSON.parse(row.ids) as unknown[]) : row.ids
  return { n, pageIds: n <= limit ? ids : null }
}

/** The page from all matches, sorted (cost: every match). */
async function fromAllMatches(db: Db, a: PageArgs): Promise<unknown[]> {
  const dir = direction(a.ascending)
  return idsOf(
    await db.execute(sql`
      WITH m AS MATERIALIZED (SELECT ${a.id} AS i, ${a.sortColumn} AS k FROM ${a.table} WHERE ${a.where ?? sql`true`})
      SELECT i FROM m ORDER BY k ${dir}, i ${dir} LIMIT ${a.pageSize} OFFSET ${a.offset}`),
  )
}

/**
 * The page by walking the sort order and testing each row, reading at most `cap` rows (no cap: null).
 * Answers null when the cap ran out before the page was complete.
 */
async function fromOrderedWalk(db: Db, a: PageArgs, cap: number | null): Promise<unknown[] | null> {
  const dir = direction(a.ascending)
  const order = sql`${a.sortColumn} ${dir}, ${a.id} ${dir}`
  const limit = cap === null ? sql`` : sql`LIMIT ${cap}`
  if (!a.where) {
    // Every row matches: the index alone gives the page (an index-only scan up to the offset).
    return idsOf(await db.execute(sql`SELECT ${a.id} AS i FROM ${a.table} ORDER BY ${order} LIMIT ${a.pageSize} OFFSET ${a.offset}`))
  }
  const ids = idsOf(
    await db.execute(sql`
      SELECT s.i FROM (SELECT ${a.id} AS i, ${a.sortColumn} AS k, (${a.where}) AS hit FROM ${a.table} ORDER BY ${order} ${limit}) s
      WHERE s.hit ORDER BY s.k ${dir}, s.i ${dir} LIMIT ${a.pageSize} OFFSET ${a.offset}`),
  )
  if (ids.length === a.pageSize || cap === null) return ids
  // Short: the end of the matches, or the cap? Is there a row at position `cap` of the walk at all?
  const res = await db.execute(sql`SELECT 1 AS x FROM ${a.table} ORDER BY ${order} LIMIT 1 OFFSET ${cap - 1}`)
  return rowsOf(res).length === 0 ? ids : null
}

/** The page when there are many matches: `matches` of the table's `tableRows` (both may be estimates; tableRows < 0 when unknown). */
export async function pageOfMany(db: Db, a: PageArgs, matches: number, tableRows: number): Promise<unknown[]> {
  const rows = Math.max(tableRows, matches, 1)
  const density = Math.min(1, matches / rows)
  const expected = density > 0 ? (a.offset + a.pageSize) / density : Number.POSITIVE_INFINITY
  if (expected <= matches) {
    const cap = Math.ceil(Math.max(ORDERED_MIN_CAP, expected * ORDERED_SLACK))
    const ids = await fromOrderedWalk(db, a, tableRows > 0 && cap >= tableRows * 2 ? null : cap)
    if (ids) return ids
  }
  return fromAllMatches(db, a)
}
