import { sql } from 'drizzle-orm'
import type { Database } from '../../../server/db/client'
import { rowsOf } from '../../../server/lib/list-count'
import { BOOKKEEPING_TABLES } from './write-counter'

/** Tables whose writes are not a change a refusal could make: write-counter.ts's sign-in state and outbox. */
export const UNLOGGED_TABLES = BOOKKEEPING_TABLES.filter((t) => t !== 'audit_log')

/** One row written by a committed statement: the table, the operation, the row before and after (jsonb). */
export interface RowWrite {
  table: string
  op: 'INSERT' | 'UPDATE' | 'DELETE'
  old: Record<string, unknown> | null
  new: Record<string, unknown> | null
}

export interface RowLog {
  /** Every row written since the last call, in order; the log is emptied. */
  take(): Promise<RowWrite[]>
}

/**
 * Installs a trigger on every table of the public schema (the audit log too, the UNLOGGED_TABLES not) that copies each
 * written row, before and after, into a log table in the writing transaction: a rolled-back change leaves nothing, a
 * committed one shows which rows of whose centre it touched.
 */
export async function installRowLog(database: Database): Promise<RowLog> {
  await database.exec(`
    CREATE TABLE test_row_writes (seq bigserial PRIMARY KEY, tbl text NOT NULL, op text NOT NULL, old_row jsonb, new_row jsonb);
    CREATE FUNCTION test_log_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO test_row_writes (tbl, op, old_row, new_row) VALUES (TG_TABLE_NAME, TG_OP,
          CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END, CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END);
        RETURN NULL;
      END $$;
  `)
  const tables = rowsOf<{ table_name: string }>(
    await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
    .map((t) => t.table_name)
    .filter((t) => !t.startsWith('test_') && !(UNLOGGED_TABLES as readonly string[]).includes(t))
  if (!tables.includes('users') || !tables.includes('audit_log')) throw new Error(`no business tables found (${tables.join(', ')})`)
  await database.exec(
    tables
      .map((t) => `CREATE TRIGGER test_log_row AFTER INSERT OR UPDATE OR DELETE ON "${t}" FOR EACH ROW EXECUTE FUNCTION test_log_row();`)
      .join('\n'),
  )
  return {
    async take() {
      const rows = rowsOf<{ seq: string | number; tbl: string; op: RowWrite['op']; old_row: unknown; new_row: unknown }>(
        await database.db.execute(sql`delete from test_row_writes returning seq, tbl, op, old_row, new_row`),
      )
      const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown> | null
      return rows
        .sort((a, b) => Number(a.seq) - Number(b.seq))
        .map((r) => ({ table: r.tbl, op: r.op, old: parse(r.old_row), new: parse(r.new_row) }))
    },
  }
}
