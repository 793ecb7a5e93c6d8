import { sql } from 'drizzle-orm'
import type { Database } from '../../../server/db/client'
import { rowsOf } from '../../../server/lib/list-count'

/**
 * Tables whose writes are bookkeeping rather than business changes (SECURITY.md item 15 asks an audit row of changes):
 * sign-in state, the message outbox and the audit log itself.
 */
export const BOOKKEEPING_TABLES = ['sessions', 'otp_sends', 'password_reset_tokens', 'outbox', 'audit_log'] as const

export interface WriteCounts {
  /** Rows inserted, updated or deleted in business tables. */
  writes: number
  /** Rows added to audit_log. */
  audits: number
}

export interface WriteCounter {
  read(): Promise<WriteCounts>
  /** Makes every audit insert fail (a database error), or stops doing so. */
  refuseAudits(on: boolean): Promise<void>
}

/**
 * Installs triggers that count, in one row, every row written to a business table (every table of the public schema
 * but the bookkeeping ones) and every audit row. Counting happens inside the writing transaction, so a rolled-back
 * change is not counted.
 */
export async function installWriteCounter(database: Database): Promise<WriteCounter> {
  await database.exec(`
    CREATE TABLE test_write_counts (writes bigint NOT NULL, audits bigint NOT NULL, refuse_audits boolean NOT NULL);
    INSERT INTO test_write_counts VALUES (0, 0, false);
    CREATE FUNCTION test_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE test_write_counts SET writes = writes + 1; RETURN NULL; END $$;
    CREATE FUNCTION test_count_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT refuse_audits FROM test_write_counts) THEN RAISE EXCEPTION 'audit refused by the test'; END IF;
        UPDATE test_write_counts SET audits = audits + 1;
        RETURN NEW;
      END $$;
    CREATE TRIGGER test_count_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION test_count_audit();
  `)
  const tables = rowsOf<{ table_name: string }>(
    await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
    .map((t) => t.table_name)
    .filter((t) => t !== 'test_write_counts' && !(BOOKKEEPING_TABLES as readonly string[]).includes(t))
  if (!tables.includes('users')) throw new Error(`no business tables found (${tables.join(', ')})`)
  await database.exec(
    tables
      .map(
        (t) =>
          `CREATE TRIGGER test_count_write AFTER INSERT OR UPDATE OR DELETE ON "${t}" FOR EACH ROW EXECUTE FUNCTION test_count_write();`,
      )
      .join('\n'),
  )
  return {
    async read() {
      const [row] = rowsOf<{ writes: string | number; audits: string | number }>(
        await database.db.execute(sql`select writes, audits from test_write_counts`),
      )
      return { writes: Number(row!.writes), audits: Number(row!.audits) }
    },
    async refuseAudits(on) {
      await database.exec(`UPDATE test_write_counts SET refuse_audits = ${on ? 'true' : 'false'}`)
    },
  }
}
