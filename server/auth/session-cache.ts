import { performance } from 'node:perf_hooks'
import type { PermissionList, PermissionSet } from '../../shared/permissions'
import type { SessionUserRow } from '../types'

/** What a signed-in session's lookup gave, kept per session hash (only sessions past their code, `stage` 'active'). */
export interface CachedSession {
  user: SessionUserRow
  permission: PermissionList | null
  perms: PermissionSet
  expiresAt: number
  /** Moved on when this node touches the session (SessionStore.load); other nodes' touches are not seen. */
  lastSeenAt: number
}

interface Entry {
  session: CachedSession
  storedAt: number
}

export interface SessionCacheOptions {
  maxEntries?: number
  /** The longest an entry is believed without a fresh read: the backstop should a notification ever be lost. */
  ttlMs?: number
  /** Caching starts switched off until enable() (the PostgreSQL listener turns it on once it listens). */
  enabled?: boolean
  /**
   * Resolves once every change committed before the call has flushed the cache (the listener's round trip), so an entry
   * found afterwards is still good. Without it (a single process, whose own writes flush at once) entries are used as found.
   */
  sync?: () => Promise<void>
  /** Milliseconds of a steady clock (tests pass their own). */
  now?: () => number
}

/**
 * This process's copy of session lookups (issue 23), so a signed-in request does not read the session, user, role,
 * centre and branch each time. Any change to those (server/db/auth-writes.ts: this node's own writes at once, other
 * nodes' through PostgreSQL's NOTIFY) flushes it whole. A read takes a ticket before it asks the database and may store
 * its row only if no flush happened since: a row read before a change is never kept after that change's flush. Before
 * an entry is used, `sync` makes sure every change committed before the request has arrived: a change answered on one
 * node applies to the very next request on any node.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>()
  private readonly maxEntries: number
  private readonly ttlMs: number
  private readonly now: () => number
  private readonly sync: (() => Promise<void>) | undefined
  private generation = 0
  private enabled: boolean
  /** Lookups answered from the cache and lookups that went to the database (tests and diagnostics). */
  readonly stats = { hits: 0, misses: 0, flushes: 0 }

  constructor(opts: SessionCacheOptions = {}) {
    this.maxEntries = opts.maxEntries ?? 20_000
    this.ttlMs = opts.ttlMs ?? 30_000
    this.enabled = opts.enabled ?? true
    this.now = opts.now ?? (() => performance.now())
    this.sync = opts.sync
  }

  /** The entry of a session, once changes committed before this call have been applied; undefined to read the database. */
  async lookup(hash: string): Promise<CachedSession | undefined> {
    if (this.sync && this.entries.has(hash)) {
      try {
        await this.sync()
      } catch {
        // The listener is down (and the cache off): the database answers.
        this.stats.misses++
        return undefined
      }
    }
    return this.get(hash)
  }

  get size(): number {
    return this.entries.size
  }

  get(hash: string): CachedSession | undefined {
    const entry = this.entries.get(hash)
    if (entry && this.now() - entry.storedAt < this.ttlMs) {
      this.stats.hits++
      return entry.session
    }
    if (entry) this.entries.delete(hash)
    this.stats.misses++
    return undefined
  }

  /** Taken before the database is read; store() refuses the row when a flush came in between. */
  ticket(): number {
    return this.generation
  }

  store(hash: string, ticket: number, session: CachedSession): void {
    if (!this.enabled || ticket !== this.generation) return
    this.entries.delete(hash)
    // The oldest entry goes first: Map keeps insertion order, and the oldest is the nearest its TTL anyway.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(hash, { session, storedAt: this.now() })
  }

  /** Forgets one session (its cached row failed a check: the database decides). */
  drop(hash: string): void {
    this.entries.delete(hash)
  }

  flush(): void {
    this.generation++
    this.stats.flushes++
    this.entries.clear()
  }

  /** Off: nothing is kept (the listener is down, so other nodes' changes would be missed); on: from empty. */
  setEnabled(on: boolean): void {
    this.enabled = on
    this.flush()
  }

  get isEnabled(): boolean {
    return this.enabled
  }
}
