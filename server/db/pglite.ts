import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { PGlite, type QueryOptions } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { Database, Db } from './client'
import { migrationSets } from './migration-sets'
import { AuthWriteHub, writesAuthTables } from './auth-writes'
import { PgliteRemote, type StatementWatch } from './pglite-remote'
import * as schema from './schema'

export interface PgliteOptions {
  /** TEST_PGLITE_CACHE: a folder where an in-memory database keeps a tarball of itself once migrated. */
  memoryCache?: string
  /**
   * With `memoryCache`: a name for the seeded copy (the same demo data, e.g. the day and hour it was seeded for). A
   * server finding `seeded-<migrations>-<name>.tar` there starts from it, data and all; `Database.cacheSeeded` writes it.
   */
  seededName?: string
  /** An in-memory database starts from this data-directory tarball (the tests' seeded copy). */
  from?: Blob
  /**
   * `worker` (the default): PGlite runs in its own thread, so a query never stops this one (HTTP, sockets, the
   * incoming-call overlay). `main`: on this thread, as before issue 23 (kept for comparison in the benchmark).
   */
  thread: 'worker' | 'main'
  /** The longest a query or transaction waits for its turn before it is refused with DatabaseBusy (503). */
  maxWaitMs: number
}

/** The calls made here, which both PGlite and PgliteRemote answer. */
type Client = Pick<PGlite, 'exec' | 'close'> & { dumpDataDir(compression?: 'none'): Promise<Blob> }

export async function openPglite(dataDir: string, options: Partial<PgliteOptions>): Promise<Database> {
  const { thread = 'worker', maxWaitMs = 30_000, memoryCache, seededName, from } = options
  // `another()` gives the listeners to a new hub; the watch tells the current one.
  let writes = new AuthWriteHub()
  // Every statement is looked at once it completed: a write the session cache reads drops it (server/db/auth-writes.ts).
  const watch: StatementWatch = {
    statement(sql, inTransaction) {
      if (!writesAuthTables(sql)) return false
      writes.emit()
      return inTransaction
    },
    committed: () => writes.emit(),
  }
  const memory = dataDir === 'memory://'
  const cache = memory && !from ? migratedMemoryCache(memoryCache, seededName) : null
  const tarball = memory ? (from ?? cache?.seeded ?? cache?.tarball ?? undefined) : undefined
  let dir: string | undefined
  if (!memory) {
    dir = path.join(dataDir, 'pgdata')
    fs.mkdirSync(dir, { recursive: true })
  }
  let client: Client
  // In its thread: the reader for urgent lookups (server/db/fair-gate.ts) goes before every queued statement.
  let remote: PgliteRemote | undefined
  if (thread === 'worker') {
    const bytes = tarball ? new Uint8Array(await tarball.arrayBuffer()) : undefined
    remote = new PgliteRemote({ dataDir: dir, tarball: bytes, maxWaitMs, watch })
    await remote.waitReady
    client = remote
  } else {
    const settings = { extensions: { pg_trgm }, ...(tarball ? { loadDataDir: tarball } : {}) }
    const local = dir ? new PGlite(dir, settings) : new PGlite(settings)
    await local.waitReady
    await local.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm')
    client = watchedLocally(local, watch)
  }
  // drizzle's pglite driver calls query and transaction, which PgliteRemote answers as PGlite does.
  const driver = client as unknown as PGlite
  for (const set of migrationSets()) await migratePglite(drizzlePglite(driver, { schema }), set)
  if (cache && !cache.tarball && !cache.seeded) await cache.save(client, 'migrated')
  const facade = (): Database => {
    const hub = writes
    return {
      db: drizzlePglite(driver, { schema }) as unknown as Db,
      ...(cache && !cache.seeded && seededName ? { cacheSeeded: () => cache.save(client, 'seeded') } : {}),
      ...(remote ? { urgent: drizzlePglite(remote.urgentReader() as unknown as PGlite, { schema }) as unknown as Db } : {}),
      kind: 'pglite',
      exec: async (statement) => {
        await client.exec(statement)
      },
      close: () => client.close(),
      onAuthWrite: hub.on,
      another: () => {
        writes = new AuthWriteHub()
        return facade()
      },
    }
  }
  return facade()
}

/** PGlite on this thread, told to the same watch as PgliteRemote tells it (after each statement, after each commit). */
function watchedLocally(local: PGlite, watch: StatementWatch): PGlite {
  const [query, exec, transaction] = [local.query.bind(local), local.exec.bind(local), local.transaction.bind(local)]
  local.query = async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
    const result = await query<T>(sql, params, options)
    watch.statement(sql, false)
    return result
  }
  local.exec = async (sql, options) => {
    const result = await exec(sql, options)
    watch.statement(sql, false)
    return result
  }
  local.transaction = async (callback) => {
    let watched = false
    const result = await transaction((tx) => {
      const [txQuery, txExec] = [tx.query.bind(tx), tx.exec.bind(tx)]
      tx.query = async <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
        const r = await txQuery<T>(sql, params, options)
        watched = watch.statement(sql, true) || watched
        return r
      }
      tx.exec = async (sql, options) => {
        const r = await txExec(sql, options)
        watched = watch.statement(sql, true) || watched
        return r
      }
      return callback(tx)
    })
    if (watched) watch.committed()
    return result
  }
  return local
}

/**
 * Test hook (the end-to-end tests set TEST_PGLITE_CACHE, outside production only, to a folder of their run): an in-memory database starts from a
 * tarball of one these same migrations were run on, which the first server to lack it writes, instead of initdb and
 * every migration. In-memory data is thrown away anyway, and the migrations still run (none is pending). With a
 * `seededName`, a tarball of the seeded database (written after the demo seed, `Database.cacheSeeded`) comes first:
 * the next server starts with the same demo data and seeds nothing.
 */
function migratedMemoryCache(
  dir: string | undefined,
  seededName: string | undefined,
): { tarball: Blob | null; seeded: Blob | null; save(client: Client, kind: 'migrated' | 'seeded'): Promise<void> } | null {
  if (!dir) return null
  const hash = createHash('sha256')
  for (const set of migrationSets()) {
    for (const name of (fs.readdirSync(set.migrationsFolder, { recursive: true }) as string[]).sort()) {
      const file = path.join(set.migrationsFolder, name)
      if (fs.statSync(file).isFile()) hash.update(`${set.name}/${name}\0`).update(fs.readFileSync(file))
    }
  }
  const migrations = hash.digest('hex').slice(0, 16)
  const files = {
    migrated: path.join(dir, `migrated-${migrations}.tar`),
    seeded: seededName ? path.join(dir, `seeded-${migrations}-${seededName.replace(/[^\w.-]/g, '_')}.tar`) : null,
  }
  const read = (file: string | null) => (file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : null)
  const seeded = read(files.seeded)
  return {
    seeded,
    tarball: seeded ? null : read(files.migrated),
    async save(client, kind) {
      const file = files[kind]
      if (!file) return
      const partial = `${file}.${randomBytes(4).toString('hex')}`
      fs.mkdirSync(dir, { recursive: true })
      // A checkpoint first, or the copy replays the WAL, where sequences are logged 32 values ahead.
      await client.exec('CHECKPOINT')
      fs.writeFileSync(partial, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
      fs.renameSync(partial, file)
    },
  }
}
