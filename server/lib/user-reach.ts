import { asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { MESSAGES, RC } from '../../shared/response-codes'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { refuse } from '../http'
import type { RequestAuth } from '../types'
import { inScope } from './user-scope'

type UserRow = typeof users.$inferSelect

/**
 * The user a record call reads, when it exists and the signed-in user may reach it (SECURITY.md item 14,
 * the rule of `inScope`); null otherwise, which every caller answers with 404/123 so an scc user cannot
 * tell a user of another centre from one that does not exist.
 */
export async function reachableUser(db: Db, auth: RequestAuth, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  if (!row || !inScope(auth, row)) return null
  return row
}

/** Refuses with 404/123 'Record not found': the record does not exist or is out of the actor's reach. */
export function recordNotFound(): never {
  return refuse(RC.NOT_FOUND, MESSAGES.NOT_FOUND)
}

/** `column` within [start, end] (Unix seconds, both ends inclusive, either open). */
export function unixRange(column: AnyPgColumn, start: number | undefined, end: number | undefined): SQL[] {
  const out: SQL[] = []
  if (start !== undefined) out.push(gte(column, new Date(start * 1000)))
  if (end !== undefined) out.push(lte(column, new Date(end * 1000)))
  return out
}

/** How many pages of `pageSize` rows `total` rows make. */
const pageCount = (total: number, pageSize: number) => Math.ceil(total / pageSize)

/** The order of an activity list's `sortOrder`: 'true' oldest first, anything else (the default 'false') newest first. */
export const activityOrder = (sortOrder: string | undefined) => (sortOrder === 'true' ? asc : desc)

export interface CountedPage<T> {
  rows: T[]
  /** The number of pages of `pageSize` rows. */
  pages: number
  filterRecords: number
}

/**
 * One page of a user's activity list (notifications, recharges, trips, contacts): how many rows of
 * `table` match `where`, the rows of page `page` (zero based) that `fetch` reads with the limit and offset
 * given, and the number of pages.
 */
export async function countedPage<T>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  paging: { page: number; pageSize: number },
  fetch: (limit: number, offset: number) => Promise<T[]>,
): Promise<CountedPage<T>> {
  const [total] = await db.select({ n: count() }).from(table).where(where)
  const rows = await fetch(paging.pageSize, paging.page * paging.pageSize)
  const filterRecords = Number(total?.n ?? 0)
  return { rows, pages: pageCount(filterRecords, paging.pageSize), filterRecords }
}
