import type { FastifyRequest } from 'fastify'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { auditLog } from '../db/schema'

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

/** The one call every module uses to write the audit log. */
export async function writeAudit(db: Db, clock: Clock, request: FastifyRequest | null, entry: AuditEntry): Promise<void> {
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
