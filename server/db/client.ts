import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'
import { migrationSets } from './migration-sets'

export type Schema = typeof schema
/** One type for both drivers: every query in the app is written against this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Runs raw SQL (used by the bulk seeder and tests). */
  exec(statement: string): Promise<void>
  close(): Promise<void>
}

export { migrationsFolder } from './migration-sets'

/**
 * Opens the database: a PostgreSQL server when `url` is given, otherwise embedded PGlite stored in
 * `dataDir` (or in memory for `memory://`). Runs the migrations either way.
 */
export async function openDatabase(opts: { url?: string; dataDir: string }): Promise<Database> {
  if (opts.url) return openPostgres(opts.url)
  return openPglite(opts.dataDir)
}

async function openPglite(dataDir: string): Promise<Database> {
  let client: PGlite
  if (dataDir === 'memory://') {
    client = new PGlite({ extensions: { pg_trgm } })
  } else {
    const dir = path.join(dataDir, 'pgdata')
    fs.mkdirSync(dir, { recursive: true })
    client = new PGlite(dir, { extensions: { pg_trgm } })
  }
  await client.waitReady
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm')
  // PGlite is a single connection; it queues queries and transactions itself, so access is serialised.
  const db = drizzlePglite(client, { schema }) as unknown as Db
  for (const set of migrationSets()) await migratePglite(drizzlePglite(client, { schema }), set)
  return {
    db,
    kind: 'pglite',
    exec: async (statement) => {
      await client.exec(statement)
    },
    close: () => client.close(),
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30000 })
  // An idle client losing its connection (the server restarting) must not crash the process;
  // the pool drops it and the next query opens a new connection.
  pool.on('error', () => {})
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
