import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { expect } from 'vitest'
import { migrationsFolder } from '../../../server/db/client'
import { scratchDatabase } from './nodes'

/** A database the test migrates step by step and queries with plain SQL. */
export interface RawDatabase {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  migrate(folder: string): Promise<void>
  close(): Promise<void>
}

async function pglite(): Promise<RawDatabase> {
  const client = new PGlite({ extensions: { pg_trgm } })
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm')
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows,
    migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    close: () => client.close(),
  }
}

async function postgres(url: string, name: string): Promise<RawDatabase> {
  const scratch = await scratchDatabase(url, name)
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 })
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm')
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[],
    migrate: (folder) => migratePg(drizzlePg(pool), { migrationsFolder: folder }),
    close: async () => {
      await pool.end()
      await scratch.drop()
    },
  }
}

/** PGlite in memory, and a scratch database on the PostgreSQL server when TEST_DATABASE_URL is set (named `name`). */
export const rawDatabases = (name: string) => [
  { name: 'pglite', open: pglite },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', open: () => postgres(process.env.TEST_DATABASE_URL!, name) }] : []),
]

/** The migrations as they were before `tag`: every one before it, in a temporary folder. */
export function migrationsBefore(tag: string): string {
  const from = migrationsFolder()
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-migrations-'))
  fs.mkdirSync(path.join(to, 'meta'))
  const journal = JSON.parse(fs.readFileSync(path.join(from, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[]
  }
  const cut = journal.entries.findIndex((e) => e.tag === tag)
  expect(cut).toBeGreaterThan(0)
  const entries = journal.entries.slice(0, cut)
  for (const e of entries) fs.copyFileSync(path.join(from, `${e.tag}.sql`), path.join(to, `${e.tag}.sql`))
  fs.writeFileSync(path.join(to, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }))
  return to
}
