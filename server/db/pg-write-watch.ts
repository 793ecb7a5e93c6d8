import type pg from 'pg'
import { writesAuthTables, type AuthWriteHub } from './auth-writes'

type Callback = (err: Error | null, res: unknown) => void
type Kind = 'begin' | 'commit' | 'rollback' | null

// Only the statement's start decides the transaction state: drizzle sends each of these on its own.
const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i
const COMMIT = /^\s*(?:commit|end)\b(?!\s+prepared)/i
const ROLLBACK = /^\s*(?:rollback|abort)\b(?!\s+(?:to|prepared)\b)/i

function kindOf(text: string): Kind {
  if (BEGIN.test(text)) return 'begin'
  if (COMMIT.test(text)) return 'commit'
  if (ROLLBACK.test(text)) return 'rollback'
  return null
}

const watched = Symbol('authWriteWatch')

/**
 * Makes every connection of the pool tell `hub` when a statement that writesAuthTables has completed (failed ones too:
 * part of a multi-statement text may have run), and, when it ran inside a transaction, again once that transaction's
 * COMMIT has completed, so the node's own cached sessions are dropped before the request that wrote answers (the
 * database's notification reaches this node only later). pool.query runs on a pool client too, so one wrapper per
 * connection covers both.
 */
export function watchAuthWrites(pool: pg.Pool, hub: AuthWriteHub): void {
  pool.on('connect', (client) => wrapClient(client, hub))
}

function wrapClient(client: pg.PoolClient, hub: AuthWriteHub): void {
  const tagged = client as pg.PoolClient & { [watched]?: true }
  if (tagged[watched]) return
  tagged[watched] = true
  const original = client.query.bind(client) as (...args: unknown[]) => unknown
  let inTransaction = false
  let wroteInTransaction = false

  const settle = (kind: Kind, writes: boolean) => {
    if (writes) {
      hub.emit()
      if (inTransaction) wroteInTransaction = true
    }
    if (kind === 'begin') {
      inTransaction = true
      wroteInTransaction = writes
    } else if (kind === 'commit' || kind === 'rollback') {
      if (kind === 'commit' && wroteInTransaction) hub.emit()
      inTransaction = false
      wroteInTransaction = false
    }
  }

  const wrapped = (...args: unknown[]): unknown => {
    const first = args[0] as string | { text?: unknown; submit?: unknown } | null | undefined
    const text = typeof first === 'string' ? first : typeof first?.text === 'string' ? first.text : ''
    const kind = kindOf(text)
    const writes = writesAuthTables(text)
    if (!kind && !writes) return original(...args)
    const at = args.findIndex((a, i) => i > 0 && typeof a === 'function')
    if (at >= 0) {
      const callback = args[at] as Callback
      args[at] = (err: Error | null, res: unknown) => {
        settle(kind, writes)
        callback(err, res)
      }
      return original(...args)
    }
    const result = original(...args)
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      const settled = () => settle(kind, writes)
      return (result as Promise<unknown>).then(
        (res) => (settled(), res),
        (err: unknown) => {
          settled()
          throw err
        },
      )
    }
    // A submittable (a cursor; none in this app): told now and again when it ends.
    settle(kind, writes)
    ;(result as { once?: (event: string, fn: () => void) => void } | undefined)?.once?.('end', () => writes && hub.emit())
    return result
  }
  client.query = wrapped as typeof client.query
}
