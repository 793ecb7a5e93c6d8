import { sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/**
 * The rows after `last` in the order (column, id) ascending or descending, where PostgreSQL puts NULLs
 * last when ascending and first when descending. The cursor holds the column's value as text (a
 * timestamp keeps its microseconds) and is cast back to the column's type.
 */
export function keysetAfter(column: PgColumn, id: PgColumn, last: { key: string | null; id: string }, ascending: boolean): SQL {
  const cmp = sql.raw(ascending ? '>' : '<')
  const lastId = sql`CAST(${last.id} AS ${sql.raw(id.getSQLType())})`
  if (last.key === null) {
    // Inside the NULLs: the rest of them by id, then (descending) every non-NULL row.
    return ascending ? sql`(${column} IS NULL AND ${id} > ${lastId})` : sql`(${column} IS NOT NULL OR ${id} < ${lastId})`
  }
  const tuple = sql`(${column}, ${id}) ${cmp} (CAST(${last.key} AS ${sql.raw(column.getSQLType())}), ${lastId})`
  return ascending && !column.notNull ? sql`(${column} IS NULL OR ${tuple})` : tuple
}
