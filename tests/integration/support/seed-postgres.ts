import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase } from '../../../server/db/client'
import { seedInto } from './seed-recipe'

/** Serialises the making of templates between processes and runs sharing one server. */
const TEMPLATE_LOCK = 727276
const TEMPLATE_PREFIX = 'ev_tpl_'
const BUILDING_PREFIX = 'ev_tplb_'
const STALE_MS = 3600_000

const withDatabase = (url: string, name: string) => {
  const target = new URL(url)
  target.pathname = `/${name}`
  return target.toString()
}

export async function asAdmin<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    return await run(c)
  } finally {
    await c.end()
  }
}

/**
 * The template database for this seed key on the server of `url`: migrated and seeded once (in a database of a
 * temporary name, renamed when complete), marked as a template that takes no connections, and kept while the key
 * stays the same. Runs and processes sharing the server wait for each other on an advisory lock.
 */
export async function preparePostgresTemplate(url: string, key: string): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${key}`
  return asAdmin(url, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK])
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])
      if (found.rowCount) {
        // Marked as in use, so that a run of other code does not take it for stale.
        await admin.query(`COMMENT ON DATABASE ${template} IS '${Date.now()}'`)
        return template
      }
      // Under the lock, a half-made template is one whose maker died.
      for (const name of await names(admin, BUILDING_PREFIX)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      const building = `${BUILDING_PREFIX}${randomBytes(6).toString('hex')}`
      await admin.query(`CREATE DATABASE ${building}`)
      const database = await openDatabase({ url: withDatabase(url, building), dataDir: '' })
      try {
        await seedInto(database)
      } finally {
        await database.close()
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`)
      await admin.query(`ALTER DATABASE ${template} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`)
      await admin.query(`COMMENT ON DATABASE ${template} IS '${Date.now()}'`)
      await dropStaleTemplates(admin, template)
      return template
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {})
    }
  })
}

async function names(admin: pg.Client, prefix: string): Promise<string[]> {
  const r = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix])
  return r.rows.map((row) => row.datname)
}

/** Templates of other seed keys go once no run has used them for an hour (a run of other code may still be cloning one). */
async function dropStaleTemplates(admin: pg.Client, keep: string): Promise<void> {
  const r = await admin.query<{ datname: string; made: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS made FROM pg_database WHERE starts_with(datname, $1)`,
    [TEMPLATE_PREFIX],
  )
  for (const { datname, made } of r.rows) {
    if (datname === keep || Date.now() - Number(made ?? 0) < STALE_MS) continue
    await admin.query(`ALTER DATABASE ${datname} WITH IS_TEMPLATE false`)
    await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
  }
}

/**
 * Creates database `name` as a copy of the template. A copy needs the template free of connections; another clone
 * starting at the same moment can briefly hold it, so that error is retried.
 */
export async function cloneTemplate(admin: pg.Client, template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
      return
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200))
    }
  }
}
