import type { SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { RecordContract } from '../../shared/api/contract'
import type { Button, Screen } from '../../shared/permissions'
import type { RECORD_MESSAGES } from '../../shared/validation'
import type { AfterCommit, AuditInTx, Tx } from '../audit/transact'
import type { Db } from '../db/client'
import type { RequestAuth } from '../types'
import { refuse } from '../http'
import type { FieldChange } from './changed-fields'

/** The declaration of a module's record calls (server/lib/records.ts registers them). */

/**
 * A refusal a module's check gives before anything is written: the response code and its message, and optionally more
 * fields sent with them (the slots a test-drive configuration still has drives in), beside `responseCode` and `message`.
 */
export interface Refusal {
  code: number
  message: string
  data?: Record<string, unknown>
}

/** What a module's hooks get: the request's actor and a way to read (outside the write's transaction). */
export interface RecordContext {
  request: FastifyRequest
  auth: RequestAuth
  db: Db
  now: Date
}

/**
 * Another shape the update call takes, answered by the module (PUT /user/update's `{ userId, passwordAttempt: 0 }`): a
 * body `when` picks is checked with `body` and handed to `handle`; any other is the update.
 */
export interface UpdateAlso {
  when: (body: unknown) => boolean
  body: z.ZodType
  /** The update call's API description, naming both shapes. */
  description: string
  /** Does what the body asks, refusing by throwing; answers the success's message (and payload) the kit sends. */
  handle: (request: FastifyRequest, body: unknown) => Promise<{ message: string; payload?: object }>
}

/** What `afterWrite` learns of the write: the row before an update (null on create), the audited changes, the after-commit queue. */
export interface WriteDone<TRow> {
  before: TRow | null
  changes: Readonly<Record<string, FieldChange>>
  afterCommit: AfterCommit
}

/**
 * A module's record calls, declared once and registered by `registerRecordRoutes`: details, create, update and soft
 * delete, as its contract names them (shared/api/<module>.ts). The kit checks the permission and the scope, answers
 * 123 for a record out of reach, 114 for a duplicate (the module's `duplicate` check, or the database's unique index),
 * 110 'Record Already Deleted', writes each change with its audit entry in one transaction (`fastify.transact`), and
 * records which fields changed, from what to what.
 */
export interface RecordRoutes<TRow extends Record<string, unknown>, TForm extends z.ZodType, TDetails extends z.ZodType> {
  contract: RecordContract<string, TForm, TDetails>
  /** The permission's screen: details need view (or what `detailsButtons` says), create add, update edit, delete delete. */
  screen: Screen
  detailsButtons?: Button | readonly Button[]
  /** The audit log's entity ('ridingMode') and how a record is named in comments and the API description ('riding mode'). */
  entity: string
  what: string
  /** The message of a missing or malformed id (default `Please select a ${what}`: 'Please select an enquiry' says it right). */
  idMessage?: string
  tags: string[]
  table: PgTable
  /** The primary key. */
  id: PgColumn
  /** Soft delete sets this boolean column false; without it the contract's remove is not offered. */
  active?: PgColumn
  /** Records this user may reach at all (SECURITY.md item 14); others answer 123. */
  scope?: (auth: RequestAuth) => SQL | undefined
  /** The details answer from the stored row. */
  details: (row: TRow, ctx: RecordContext) => z.input<TDetails> | Promise<z.input<TDetails>>
  /**
   * The columns the validated form writes (create and update; `before` is the stored row of an update). It runs after
   * the checks and before the transaction: slow work (hashing a password) goes here, never inside it.
   */
  columns: (form: z.output<TForm>, ctx: RecordContext, before: TRow | null) => Record<string, unknown> | Promise<Record<string, unknown>>
  /** Columns set only on create (who created it). */
  createColumns?: (ctx: RecordContext) => Record<string, unknown>
  /**
   * Checks answered before the duplicate search (a rule that needs the server's clock or the stored row: a new
   * advertisement's start not before today): a refusal, or nothing.
   */
  checkFirst?: (form: z.output<TForm>, before: TRow | null, ctx: RecordContext) => Promise<Refusal | undefined> | Refusal | undefined
  /** A duplicate of this form among the other records (114 with RECORD_MESSAGES.duplicate), `except` the one updated. */
  duplicate?: (form: z.output<TForm>, except: string | null, ctx: RecordContext) => SQL | undefined
  /** Further checks before writing (an assignee who is not active staff…): a refusal, or nothing. */
  check?: (form: z.output<TForm>, before: TRow | null, ctx: RecordContext) => Promise<Refusal | undefined> | Refusal | undefined
  /**
   * Writes in the create's or update's transaction before the record's own insert or update (a booking's new customer):
   * answers more columns for that write, audited with the others. `before` is the stored row of an update.
   */
  beforeWrite?: (
    tx: Tx,
    form: z.output<TForm>,
    ctx: RecordContext,
    write: { before: TRow | null; audit: AuditInTx },
  ) => Promise<Record<string, unknown> | undefined>
  /**
   * More writes in the same transaction (a lead's first follow-up, file claims, a child table), and effects queued for
   * after the commit; answers the changes of what is not a column of the row (a service's products), which join the
   * record's audit entry.
   */
  afterWrite?: (
    tx: Tx,
    recordId: string,
    form: z.output<TForm>,
    ctx: RecordContext,
    write: WriteDone<TRow>,
  ) => Promise<Record<string, FieldChange> | void>
  /**
   * The audit comment of a create and a delete ('riding mode Eco created'); of an update, default: the changed fields'
   * names; of a delete, default: '<what> deleted' (a module without remove gives none).
   */
  comment: {
    created: (form: z.output<TForm>) => string
    deleted?: (row: TRow) => string
    updated?: (changes: Readonly<Record<string, FieldChange>>, before: TRow) => string
  }
  /** Checks before a delete (not one's own account…): the record is read first, 123 or 'Record Already Deleted' before it. */
  checkRemove?: (row: TRow, ctx: RecordContext) => Promise<Refusal | undefined> | Refusal | undefined
  /**
   * More writes in the delete's transaction, and effects queued for after its commit (ending the user's sessions); a
   * refusal thrown here (`refuse`) rolls the delete back and is the answer.
   */
  afterRemove?: (tx: Tx, row: TRow, ctx: RecordContext, afterCommit: AfterCommit) => Promise<void> | void
  /**
   * Checks before a restore (contract `restore`) of the deleted row: a refusal (114 when it would duplicate an active
   * record). Without it the kit runs `duplicate` on the row as the form (its columns named as the form's fields).
   */
  checkRestore?: (row: TRow, ctx: RecordContext) => Promise<Refusal | undefined> | Refusal | undefined
  /** More writes in the restore's transaction (an ad's files public again), and effects after its commit. */
  afterRestore?: (tx: Tx, row: TRow, ctx: RecordContext, afterCommit: AfterCommit) => Promise<void> | void
  updateAlso?: UpdateAlso
  /** The module's texts, when they differ from the shared ones. */
  messages?: Partial<Record<keyof typeof RECORD_MESSAGES, string>>
}

/** What the kit hands its restore call (server/lib/record-restore.ts): the declaration and the kit's helpers. */
export interface RecordKit<TRow extends Record<string, unknown>, TForm extends z.ZodType> {
  d: RecordRoutes<TRow, TForm, z.ZodType>
  m: Record<keyof typeof RECORD_MESSAGES, string>
  idSchema: z.ZodType<string>
  activeKey: string
  versionKey: string
  version: PgColumn
  find: (id: string, auth: RequestAuth) => Promise<TRow | null>
  ctxOf: (request: FastifyRequest) => RecordContext
  current: (row: TRow, ctx: RecordContext) => Promise<Record<string, unknown>>
  /** Refuses a conditional write that changed nothing: 123 when the record is gone (or out of reach), else 409/125. */
  conflictOrMissing: (recordId: string, ctx: RecordContext) => Promise<never>
  need: (button: Button | readonly Button[]) => { access: { screen: Screen; button: Button | readonly Button[] } }
}

/**
 * Refuses with a check's refusal (the one way, server/http.ts `refuse`). Thrown by a module's hook inside the write's
 * transaction (beforeWrite, afterWrite, afterRemove) the transaction rolls back, as for any refusal.
 */
export function refuseWith(r: Refusal): never {
  return refuse(r.code, r.message, r.data)
}
