import type { FastifyRequest } from 'fastify'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { writeAudit, type AuditEntry } from './audit'

/** A transaction: the same query API as the database, every query inside one commit. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Writes an audit row inside the transaction. */
export type AuditInTx = (entry: AuditEntry) => Promise<void>

/** Queues work to run after the commit (socket pushes, ending sessions, messages); it never runs after a rollback. */
export type AfterCommit = (effect: () => unknown) => void

export type TransactionWork<T> = (tx: Tx, audit: AuditInTx, afterCommit: AfterCommit) => Promise<T>

/**
 * `fastify.transact(request, async (tx, audit, afterCommit) => { …writes with tx…; await audit(entry); return result })`:
 * the change and its audit rows commit together or not at all (SECURITY.md item 26). A throw rolls everything back and
 * rejects with the same error (a unique violation stays one: answer 114 around the call). The effects given to
 * `afterCommit` run after the commit, in order, before the promise resolves; one that throws rejects it (the change
 * stays committed).
 *
 * Inside the callback every query must use `tx`: PGlite is one connection, so a query through the plain `db` would wait
 * for this transaction to end, forever. Read what you need before, and do slow work (password hashing, provider calls)
 * outside it.
 */
export function createTransact(db: Db, clock: Clock) {
  return async function transact<T>(request: FastifyRequest | null, work: TransactionWork<T>): Promise<T> {
    const effects: (() => unknown)[] = []
    const result = await db.transaction((tx) =>
      work(
        tx,
        (entry) => writeAudit(tx, clock, request, entry),
        (effect) => void effects.push(effect),
      ),
    )
    for (const effect of effects) await effect()
    return result
  }
}

export type Transact = ReturnType<typeof createTransact>
