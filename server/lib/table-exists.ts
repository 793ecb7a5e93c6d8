import { sql } from 'drizzle-orm'
import type { Tx } from '../audit/transact'
import type { Db } from '../db/client'
import { rowsOf } from './list-count'

/**
 * Whether a table exists. Another module's table is read by name so the modules stay apart (a module is an optional
 * folder); a query on a missing table would fail, and inside a transaction abort it, so callers ask first.
 */
export async function tableExists(db: Pick<Db, 'execute'> | Pick<Tx, 'execute'>, table: string): Promise<boolean> {
  const res = await db.execute(sql`SELECT to_regclass(${table}) IS NOT NULL AS present`)
  return rowsOf<{ present: boolean }>(res)[0]?.present === true
}
