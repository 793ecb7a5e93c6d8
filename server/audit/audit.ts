import { and, desc, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { UserLogRow } from '../../shared/api/users'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { auditLog, users } from '../db/schema'
import { unixSeconds } from '../lib/unix-seconds'
import type { Tx } from './transact'

export interface AuditEntry {
  /** What happened, as `<verb>`: create, update, delete, permission.update, signin.success, signin.locked… */
  action: string
  /** The kind of record: user, role, session… */
  entity: string
  recordId?: string | null
  /** What changed: field → new value (never secrets). */
  changes?: Record<string, unknown> | null
  comment?: string | null
  /** Who did it when there is no signed-in request (sign-in events). */
  actorId?: string | null
}

const SECRET_KEYS = /password|otp|token|hash/i

/** Removes secrets from a change set before it is stored. */
export function redact(changes: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!changes) return null
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(changes)) out[k] = SECRET_KEYS.test(k) ? '[redacted]' : v
  return out
}

/**
 * The one call that writes the audit log, with `db` or, for a change, the transaction that makes it (`fastify.transact`,
 * server/audit/transact.ts), so the change and its row commit together.
 */
export async function writeAudit(db: Db | Tx, clock: Clock, request: FastifyRequest | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    at: clock.now(),
    actorId: entry.actorId ?? request?.auth?.user.id ?? null,
    action: entry.action,
    entity: entry.entity,
    recordId: entry.recordId ?? null,
    changes: redact(entry.changes),
    comment: entry.comment ?? null,
    source: request ? request.actionSource : 'system',
    ip: request?.ip ?? null,
  })
}

/**
 * The logs dialog of a record (users, CRM leads): its audit rows, newest first, at most 500, as Done By (the actor's
 * name; for an entry no person made, `actor`: the integration named by the entry's `changes.via`, else 'system'),
 * Date (Unix seconds), Activity, Comment and the entry's changes (field → { from, to }, secrets redacted).
 */
export async function recordLogs(db: Db, entity: string, recordId: string): Promise<UserLogRow[]> {
  const rows = await db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      comment: auditLog.comment,
      changes: auditLog.changes,
      source: auditLog.source,
      fname: users.fname,
      lname: users.lname,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.recordId, recordId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(500)
  return rows.map((r) => {
    const changes = (r.changes as Record<string, unknown> | null) ?? null
    const via = typeof changes?.via === 'string' ? changes.via : null
    return {
      operatedBy: r.fname !== null ? { fname: r.fname, lname: r.lname } : null,
      updatedAt: unixSeconds(r.at)!,
      activity: r.action,
      comment: r.comment,
      changes,
      actor: r.fname !== null ? null : (via ?? (r.source === 'system' ? 'system' : null)),
    }
  })
}
