import { z } from 'zod'
import { RECORD_MESSAGES } from '../validation'

/**
 * No lost work (issue 14): every details answer carries the record's `version`; every update sends the version it
 * started from and is applied only if the record still has it (else HTTP 409, code 125, with `conflictAnswer`).
 * Writes answer the new version. A create may carry `IDEMPOTENCY_HEADER`: the same key again, by the same user within
 * 24 hours, answers the first result and creates nothing.
 */
export const versionField = z
  .number({ error: RECORD_MESSAGES.versionMissing })
  .int(RECORD_MESSAGES.versionMissing)
  .min(1, RECORD_MESSAGES.versionMissing)
export const IDEMPOTENCY_HEADER = 'idempotency-key'
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{1,200}$/

/** Who changed the record last, from its audit log: the actor's name and when (Unix seconds). */
export const changedByAnswer = z.object({ name: z.string().nullable(), at: z.number().int() }).nullable()

/** The 409 answer of a stale update or restore: the record as its details call gives it now, and who changed it. */
export const conflictAnswer = z.object({ current: z.record(z.string(), z.unknown()), changedBy: changedByAnswer })
export type ConflictAnswer = z.infer<typeof conflictAnswer>
