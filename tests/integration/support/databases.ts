import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '../../../server/db/client'

export interface TestDatabase {
  name: 'pglite' | 'postgres'
  open(): Promise<{ database: Database; dispose(): Promise<void> }>
}

const pglite: TestDatabase = {
  name: 'pglite',
  async open() {
    const database = await openDatabase({ dataDir: 'memory://' })
    return { database, dispose: () => database.close() }
  },
}

/** A fresh PostgreSQL database per test file, created on the server of TEST_DATABASE_URL and dropped afterwards. */
function postgres(url: string): TestDatabase {
  return {
    name: 'postgres',
    async open() {
      const name = `t_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      await admin.end()
      const target = new URL(url)
      target.pathname = `/${name}`
      const database = await openDatabase({ url: target.toString(), dataDir: '' })
      return {
        database,
        async dispose() {
          await database.close()
          const c = new pg.Client({ connectionString: url })
          await c.connect()
          await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
          await c.end()
        },
      }
    },
  }
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDatabases: TestDatabase[] = [pglite, ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : [])]
