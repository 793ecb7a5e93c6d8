import { sql } from 'drizzle-orm'
import { rowsOf } from '../lib/list-count'
import type { Database } from './client'

/**
 * Test hook (the end-to-end tests, TEST_RESET outside production only): a copy of every table of the public
 * schema, kept in a schema of its own, that `restoreSnapshot` puts back in one transaction. A server the end-to-end
 * files share starts each file from the same data this way (POST /api/dev/reset, server/dev-routes.ts) in a fraction of
 * a second, instead of a server of its own per file. Never called in production (the config refuses the hook there).
 */
const SNAPSHOT = 'test_snapshot'

interface Plan {
  /** TRUNCATE of every table, then one INSERT … SELECT per table and the sequences set back. */
  restore: string
}

const plans = new WeakMap<Database, Plan>()
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Copies every table of the public schema as it is now, and the sequences' positions. */
export async function takeSnapshot(database: Database): Promise<void> {
  const tables = rowsOf<{ table_name: string }>(
    await database.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    ),
  ).map((r) => r.table_name)
  // Generated columns are computed again on insert; every other column is copied as it is.
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await database.db.execute(
      sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND is_generated = 'NEVER' ORDER BY table_name, ordinal_position`,
    ),
  )
  const sequences = rowsOf<{ name: string }>(
    await database.db.execute(sql`SELECT sequence_name AS name FROM information_schema.sequences WHERE sequence_schema = 'public'`),
  ).map((r) => r.name)
  const positions = await Promise.all(
    sequences.map(async (name) => {
      const [row] = rowsOf<{ last_value: string | number; is_called: boolean }>(
        await database.db.execute(sql.raw(`SELECT last_value, is_called FROM public.${quote(name)}`)),
      )
      return `SELECT setval('public.${quote(name)}', ${Number(row!.last_value)}, ${row!.is_called ? 'true' : 'false'});`
    }),
  )
  await database.exec(
    [
      'BEGIN;',
      `DROP SCHEMA IF EXISTS ${SNAPSHOT} CASCADE;`,
      `CREATE SCHEMA ${SNAPSHOT};`,
      ...tables.map((t) => `CREATE TABLE ${SNAPSHOT}.${quote(t)} AS TABLE public.${quote(t)};`),
      'COMMIT;',
    ].join('\n'),
  )
  const copied = (t: string) =>
    columns
      .filter((c) => c.table_name === t)
      .map((c) => quote(c.column_name))
      .join(', ')
  plans.set(database, {
    restore: [
      'BEGIN;',
      // The copy is consistent as a whole: foreign keys and the tables' own triggers are not checked again row by row.
      'SET LOCAL session_replication_role = replica;',
      `TRUNCATE ${tables.map((t) => `public.${quote(t)}`).join(', ')};`,
      ...tables.map(
        (t) => `INSERT INTO public.${quote(t)} (${copied(t)}) OVERRIDING SYSTEM VALUE SELECT ${copied(t)} FROM ${SNAPSHOT}.${quote(t)};`,
      ),
      ...positions,
      'COMMIT;',
    ].join('\n'),
  })
}

/** Puts back what `takeSnapshot` copied: every table's rows and the sequences' positions, in one transaction. */
export async function restoreSnapshot(database: Database): Promise<boolean> {
  const plan = plans.get(database)
  if (!plan) return false
  try {
    await database.exec(plan.restore)
  } catch (err) {
    // Not left inside the failed transaction: the next statement of the app would fail too.
    await database.exec('ROLLBACK').catch(() => {})
    throw err
  }
  return true
}
