import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { ConflictAnswer } from '../../shared/api/versions'
import { MESSAGES, RC } from '../../shared/response-codes'
import type { Db } from '../db/client'
import { auditLog, users } from '../db/schema'
import { refuse } from '../http'
import { unixSeconds } from './unix-seconds'

/**
 * No lost work (issue 14, shared/api/versions.ts): the version column of a record table, the next version of a write,
 * who changed a record last, and the 409/125 answer of a stale update or restore.
 */

/** The table's `version` column (server/db/columns.ts `version()`); a record table without one is a programming error. */
export function versionColumnOf(table: PgTable, entity: string): PgColumn {
  const column = getTableColumns(table).version as PgColumn | undefined
  if (!column) throw new Error(`${entity}: its table has no version column (server/db/columns.ts version())`)
  return column
}

/** `SET version = version + 1`: every write of what a user edits. */
export const nextVersion = (column: PgColumn) => sql`${column} + 1`

/** The actor's display name and time (Unix seconds) of the record's latest audit row, or null without one. */
export async function latestChange(db: Db, entity: string, recordId: string): Promise<ConflictAnswer['changedBy']> {
  const [row] = await db
    .select({ at: auditLog.at, fname: users.fname, lname: users.lname })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.recordId, recordId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1)
  if (!row) return null
  const name = [row.fname, row.lname].filter(Boolean).join(' ').trim()
  return { name: name || null, at: unixSeconds(row.at)! }
}

/** Refuses with HTTP 409, code 125: the record as its details call answers it now (with `version`), and who changed it last. */
export function editConflict(current: Record<string, unknown>, changedBy: ConflictAnswer['changedBy']): never {
  return refuse(RC.EDIT_CONFLICT, MESSAGES.EDIT_CONFLICT, { current, changedBy })
}
