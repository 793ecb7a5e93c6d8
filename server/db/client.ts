import { createHash, randomBytes } from 'node:crypto'
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
 * `dataDir` (or in memory for `memory://`). Runs the migrations either way. `memoryCache`: TEST_PGLITE_CACHE; `from`: an
 * in-memory database starts from this data-directory tarball (the tests' seeded copy).
 */
export async function openDatabase(opts: { url?: string; dataDir: string; memoryCache?: string; from?: Blob }): Promise<Database> {
  if (opts.url) return openPostgres(opts.url)
  return openPglite(opts.dataDir, opts.memoryCache, opts.from)
}

async function openPglite(dataDir: string, memoryCache?: string, from?: Blob): Promise<Database> {
  let client: PGlite
  const cache = dataDir === 'memory://' && !from ? migratedMemoryCache(memoryCache) : null
  if (dataDir === 'memory://') {
    const tarball = from ?? cache?.tarball
    client = new PGlite({ extensions: { pg_trgm }, ...(tarball ? { loadDataDir: tarball } : {}) })
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
  if (cache && !cache.tarball) await cache.save(client)
  return {
    db,
    kind: 'pglite',
    exec: async (statement) => {
      await client.exec(statement)
    },
    close: () => client.close(),
  }
}

/**
 * Test hook (the end-to-end tests set TEST_PGLITE_CACHE, outside production only, to a folder of their run): an in-memory database starts from a
 * tarball of one these same migrations were run on, which the first server to lack it writes, instead of initdb and
 * every migration. In-memory data is thrown away anyway, and the migrations still run (none is pending).
 */
function migratedMemoryCache(dir: string | undefined): { tarball: Blob | null; save(client: PGlite): Promise<void> } | null {
  if (!dir) return null
  const hash = createHash('sha256')
  for (const set of migrationSets()) {
    for (const name of (fs.readdirSync(set.migrationsFolder, { recursive: true }) as string[]).sort()) {
      const file = path.join(set.migrationsFolder, name)
      if (fs.statSync(file).isFile()) hash.update(`${set.name}/${name}\0`).update(fs.readFileSync(file))
    }
  }
  const file = path.join(dir, `migrated-${hash.digest('hex').slice(0, 16)}.tar`)
  return {
    tarball: fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : null,
    async save(client) {
      const partial = `${file}.${randomBytes(4).toString('hex')}`
      fs.mkdirSync(dir, { recursive: true })
      // A checkpoint first, or the copy replays the WAL, where sequences are logged 32 values ahead.
      await client.exec('CHECKPOINT')
      fs.writeFileSync(partial, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
      fs.renameSync(partial, file)
    },
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
