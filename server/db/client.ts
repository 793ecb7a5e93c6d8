import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'
import { AuthWriteHub } from './auth-writes'
import { migrationSets } from './migration-sets'
import { watchAuthWrites } from './pg-write-watch'
import { openPglite, type PgliteOptions } from './pglite'

export type Schema = typeof schema
/** One type for both drivers: every query in the app is written against this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /**
   * PGlite in its thread only: the same database for reads that go before every queued statement (the incoming-call
   * lookup, server/db/fair-gate.ts). PostgreSQL's pool needs none.
   */
  urgent?: Db
  /** Runs raw SQL (used by the bulk seeder and tests). */
  exec(statement: string): Promise<void>
  close(): Promise<void>
  /**
   * Calls `listener` after each of this process's statements that may change a signed-in session's lookup
   * (server/db/auth-writes.ts), and again after the commit of a transaction that ran one; answers the unsubscribe.
   */
  onAuthWrite(listener: () => void): () => void
  /**
   * Test hook (TEST_PGLITE_CACHE with a seeded name, server/db/pglite.ts): keeps a copy of the database as it is now
   * (just seeded) for the next server of the run to start from.
   */
  cacheSeeded?: () => Promise<void>
  /**
   * Test hook, PGlite only (tests/integration/support/databases.ts keeps open databases for the next test file): a new
   * Database over the same open database, with new drizzle instances (what the app caches per instance starts
   * empty) and auth-write listeners of its own (this one's stop hearing writes).
   */
  another?: () => Database
  /** PostgreSQL only: a new connection outside the pool (the session cache's LISTEN, server/db/auth-listener.ts). */
  dedicatedClient?: (applicationName: string) => pg.Client
}

export { migrationsFolder } from './migration-sets'

/**
 * Opens the database: a PostgreSQL server when `url` is given, otherwise embedded PGlite stored in
 * `dataDir` (or in memory for `memory://`). Runs the migrations either way. `memoryCache`: TEST_PGLITE_CACHE; `from`: an
 * in-memory database starts from this data-directory tarball (the tests' seeded copy).
 */
export async function openDatabase(opts: {
  url?: string
  dataDir: string
  memoryCache?: string
  seededName?: string
  from?: Blob
  /** PGlite only: in a worker thread (the default) or on this one, and the longest wait for its turn. */
  pglite?: Partial<PgliteOptions>
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url)
  return openPglite(opts.dataDir, { memoryCache: opts.memoryCache, seededName: opts.seededName, from: opts.from, ...opts.pglite })
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30000 })
  // An idle client losing its connection (the server restarting) must not crash the process;
  // the pool drops it and the next query opens a new connection.
  pool.on('error', () => {})
  // The pool listens for errors only while a client is idle. One checked out between statements (a transaction waiting
  // on the app) whose connection is ended (pg_terminate_backend, 57P01) emits 'error' with no query to fail, which would
  // end the process (SECURITY.md item 33). Its next statement fails instead (503), and release drops it from the pool.
  pool.on('connect', (client) => client.on('error', () => {}))
  const authWrites = new AuthWriteHub()
  watchAuthWrites(pool, authWrites)
  const lock = await pool.connect()
  try {
    await lock.query('SELECT pg_advisory_lock(727274)')
    await lock.query('CREATE EXTENSION IF NOT EXISTS pg_trgm')
    for (const set of migrationSets()) await migratePg(drizzlePg(pool, { schema }), set)
  } finally {
    await lock.query('SELECT pg_advisory_unlock(727274)').catch(() => {})
    lock.release()
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    exec: async (statement) => {
      await pool.query(statement)
    },
    close: () => pool.end(),
    onAuthWrite: authWrites.on,
    // keepAlive: a connection silently dropped by the network is noticed, so the listener reconnects.
    dedicatedClient: (applicationName) =>
      new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true, application_name: applicationName }),
  }
}

/** True when the database answers. */
export async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
