import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../../shared/api/versions'
import { httpStatusFor, RC } from '../../shared/response-codes'
import { RECORD_MESSAGES } from '../../shared/validation'
import type { Tx, TransactionWork } from '../audit/transact'
import { idempotencyKeys } from '../db/schema'
import { ok, refuse } from '../http'

/** A key is kept this long; an older one may be used again. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

/** What a create answers: its response code, message and payload (sent as `{ responseCode, message, ...payload }`). */
export interface CreateAnswer {
  code: number
  message?: string
  payload?: object
}

interface Key {
  userId: string
  key: string
  route: string
}
interface Stored {
  route: string
  statusCode: number | null
  body: Record<string, unknown> | null
}

const bodyOf = (a: CreateAnswer) => ({ responseCode: a.code, ...(a.message ? { message: a.message } : {}), ...(a.payload ?? {}) })
function badKey(): never {
  return refuse(RC.BAD_INPUT, RECORD_MESSAGES.badIdempotencyKey)
}

/** A stored body as the answer it was. */
function answerOf(body: Record<string, unknown>): CreateAnswer {
  const { responseCode, message, ...payload } = body
  return { code: Number(responseCode), ...(typeof message === 'string' ? { message } : {}), payload }
}

/** Sends a create's answer: 109 with its payload; any other code is refused (server/http.ts `refuse`). */
export function answerCreate(reply: FastifyReply, a: CreateAnswer) {
  if (a.code !== RC.SUCCESS) refuse(a.code, a.message, a.payload)
  return ok(reply, a.payload, a.message)
}

/** The stored answer of this key, or the 400 of a key used on another route; undefined when the key is free. */
function replay(k: Key, stored: Stored | undefined): CreateAnswer | undefined {
  if (!stored) return undefined
  if (stored.route !== k.route) badKey()
  if (stored.statusCode === null || !stored.body) return undefined
  return answerOf(stored.body)
}

/** Claims the key inside the create's transaction (a concurrent holder makes this wait for its commit): undefined when claimed. */
async function claim(tx: Tx, k: Key, now: Date): Promise<Stored | undefined> {
  const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS)
  const [mine] = await tx
    .insert(idempotencyKeys)
    .values({ ...k, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { route: k.route, statusCode: null, body: null, createdAt: now },
      setWhere: sql`${idempotencyKeys.createdAt} < ${expired.toISOString()}::timestamptz`,
    })
    .returning({ userId: idempotencyKeys.userId })
  if (mine) return undefined
  const [stored] = await tx
    .select({ route: idempotencyKeys.route, statusCode: idempotencyKeys.statusCode, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, k.userId), eq(idempotencyKeys.key, k.key)))
  return stored
}

/**
 * A create that may carry an Idempotency-Key (issue 14, shared/api/versions.ts). A malformed key, or one used before on
 * another route, is refused (400/110). `replayed` is the stored answer of the same key. Otherwise `run(work)` runs the
 * create's transaction with the key claimed first and the answer stored last, all in that one transaction, and answers
 * what to send (`answerCreate`); a second request with the key waits for the first's commit and answers what it stored.
 * A refusal stores nothing, so the same key may be sent again: one before `run` (checks, 114), and one thrown inside the
 * work, which rolls the claim of the key back with the rest.
 */
export async function idempotentCreate(
  fastify: FastifyInstance,
  request: FastifyRequest,
): Promise<
  | { replayed: CreateAnswer }
  | {
      replayed?: undefined
      /** Runs the create (see above). */
      run: (work: TransactionWork<CreateAnswer>) => Promise<CreateAnswer>
      /**
       * The answer stored for this key since the first look, if any. A refusal found before `run` (a duplicate, 114)
       * asks this first: the record it found may be the one a concurrent request with this key has just made.
       */
      storedAnswer: () => Promise<CreateAnswer | undefined>
    }
> {
  const header = request.headers[IDEMPOTENCY_HEADER]
  if (header === undefined) return { run: (work) => fastify.transact(request, work), storedAnswer: async () => undefined }
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) badKey()
  const k: Key = { userId: request.auth!.user.id, key: header, route: `${request.method} ${request.routeOptions.url ?? ''}` }
  const { db, deps } = fastify
  const now = deps.clock.now()
  const lookUp = async () => {
    const [before] = await db
      .select({
        route: idempotencyKeys.route,
        statusCode: idempotencyKeys.statusCode,
        body: idempotencyKeys.body,
        createdAt: idempotencyKeys.createdAt,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, k.userId), eq(idempotencyKeys.key, k.key)))
    const fresh = before && before.createdAt.getTime() >= now.getTime() - IDEMPOTENCY_TTL_MS ? before : undefined
    return replay(k, fresh)
  }
  const early = await lookUp()
  if (early) return { replayed: early }
  return {
    storedAnswer: lookUp,
    run: async (work) => {
      const done = await fastify.transact(request, async (tx, audit, afterCommit) => {
        const stored = await claim(tx, k, now)
        if (stored) return { stored, a: undefined }
        const a = await work(tx, audit, afterCommit)
        await tx
          .update(idempotencyKeys)
          .set({ statusCode: httpStatusFor(a.code), body: bodyOf(a) })
          .where(and(eq(idempotencyKeys.userId, k.userId), eq(idempotencyKeys.key, k.key)))
        return { a, stored: undefined }
      })
      if (done.a) return done.a
      return replay(k, done.stored) ?? badKey()
    },
  }
}
