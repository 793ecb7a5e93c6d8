import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { inject } from 'vitest'
import { openDatabase, type Database } from '../../../server/db/client'
import type { PgliteOptions } from '../../../server/db/pglite'
import { checkoutSeeded } from './pglite-pool'
import { openPgliteClone, preparePgliteDump } from './seed-pglite'
import { asAdmin, cloneTemplate, preparePostgresTemplate } from './seed-postgres'
import { seedKey } from './seed-recipe'

export interface TestDatabase {
  name: 'pglite' | 'postgres'
  /** A fresh database of its own, migrated and empty. */
  open(): Promise<{ database: Database; dispose(): Promise<void> }>
  /**
   * A fresh database of its own with the demo data (support/seed-recipe.ts), copied from the one seeded template.
   * `pglite`: how PGlite runs (its thread, its longest wait); PostgreSQL ignores it.
   */
  openSeeded(pglite?: Partial<PgliteOptions>): Promise<{ database: Database; dispose(): Promise<void> }>
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seed key, the PGlite tarball and the PostgreSQL template that support/global-setup.ts made for the run. */
    seed: { key: string; pgliteDump: string; postgresTemplate: string | null }
  }
}

let lazyKey: string | undefined
/** What the global setup prepared; outside it (a benchmark, another config) the same is prepared here on first use. */
function provided(): { key: string; pgliteDump?: string; postgresTemplate?: string | null } {
  let seed: ReturnType<typeof inject<'seed'>> | undefined
  try {
    seed = inject('seed')
  } catch {
    seed = undefined
  }
  return seed ?? { key: (lazyKey ??= seedKey()) }
}

const pglite: TestDatabase = {
  name: 'pglite',
  async open() {
    const database = await openDatabase({ dataDir: 'memory://' })
    return { database, dispose: () => database.close() }
  },
  async openSeeded(options) {
    const seed = provided()
    const file = seed.pgliteDump && fs.existsSync(seed.pgliteDump) ? seed.pgliteDump : await preparePgliteDump(seed.key)
    // The usual PGlite (in its thread): a kept one put back as it was seeded (support/pglite-pool.ts).
    // TEST_PGLITE_POOL=off opens a new one every time (to tell whether a failure depends on what ran before).
    if ((!options || Object.keys(options).length === 0) && process.env.TEST_PGLITE_POOL !== 'off') return checkoutSeeded(() => openPgliteClone(file))
    const database = await openPgliteClone(file, options)
    return { database, dispose: () => database.close() }
  },
}

/** A fresh PostgreSQL database per test file, created on the server of TEST_DATABASE_URL and dropped afterwards. */
function postgres(url: string): TestDatabase {
  const target = (name: string) => {
    const u = new URL(url)
    u.pathname = `/${name}`
    return u.toString()
  }
  const connect = async (name: string) => {
    const database = await openDatabase({ url: target(name), dataDir: '' })
    return {
      database,
      async dispose() {
        await database.close()
        await asAdmin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
      },
    }
  }
  return {
    name: 'postgres',
    async open() {
      const name = `t_${randomBytes(6).toString('hex')}`
      await asAdmin(url, (c) => c.query(`CREATE DATABASE ${name}`))
      return connect(name)
    },
    async openSeeded() {
      const seed = provided()
      const name = `t_${randomBytes(6).toString('hex')}`
      let template = seed.postgresTemplate ?? (await preparePostgresTemplate(url, seed.key))
      await asAdmin(url, async (c) => {
        try {
          await cloneTemplate(c, template, name)
        } catch (err) {
          // Dropped as stale by a run of newer code: make it again.
          if ((err as { code?: string }).code !== '3D000') throw err
          template = await preparePostgresTemplate(url, seed.key)
          await cloneTemplate(c, template, name)
        }
      })
      return connect(name)
    },
  }
}

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). For what depends on the database: locks and
 * row locks, constraints and unique indexes, conditional updates, anything run concurrently (capacities, stock,
 * coupons, limits counted in tables), queries (search, filters, sorts, list paging, exports, counts), migrations and
 * seeds, transactions and audit atomicity, connection loss, the drivers (the values they read back, their errors).
 */
export const testDatabases: TestDatabase[] = [pglite, ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : [])]

/**
 * PGlite alone (the product's default database), whether or not TEST_DATABASE_URL is set. For what is the same on
 * both, decided in our code before or after the database: validation messages and codes, refusal shapes, permission
 * and scope checks made in code, HTTP behaviour (compression, headers, same-origin, static files), providers and
 * webhook parsing, realtime delivery on one node, rate limits kept in memory or Redis. When a file mixes both kinds,
 * the database-dependent part stays on `testDatabases` (a describe of its own). docs/adding-a-module.md says more.
 */
export const oneDatabase: TestDatabase[] = [pglite]
