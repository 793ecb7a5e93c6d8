import { sql } from 'drizzle-orm'
import { rowsOf } from '../../../server/lib/list-count'
import type { Database } from '../../../server/db/client'
import { restoreSnapshot, takeSnapshot } from '../../../server/db/test-snapshot'

/**
 * Open seeded PGlite databases kept for the worker's next test file (the integration project runs files one after
 * another in one process, `isolate: false`). Starting PGlite from the seeded tarball takes 0.9–2.4 s; putting a used
 * one back as it was takes about 0.2 s: every table refilled from a copy made when it opened and the sequences set
 * back (server/db/test-snapshot.ts, as the end-to-end servers do between files). A file gets a new Database object over
 * it (`Database.another`), so nothing the app caches per drizzle instance or listens to carries over.
 *
 * A database goes back only when it is the same shape as it opened: a file that added a table, column, index,
 * constraint, trigger, function or role, or changed a session setting, or closed the database, hands on nothing (it
 * is closed and the next file opens a new one), and so does one whose tables could not be put back.
 */
interface Kept {
  base: Database
  shape: string
}

const idle: Kept[] = []
/** More than this many idle databases are closed instead of kept (a file rarely holds more than two at once). */
const MAX_IDLE = 2

const SHAPE = sql.raw(`SELECT md5(string_agg(x, ',' ORDER BY x)) AS shape FROM (
  SELECT 'rel:' || c.relname || ':' || c.relkind::text || ':' ||
    coalesce((SELECT string_agg(a.attname || ':' || a.atttypid::text || ':' || a.attnotnull::text, ';' ORDER BY a.attnum)
      FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped), '') AS x
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'
  UNION ALL SELECT 'con:' || conname || ':' || pg_get_constraintdef(k.oid) FROM pg_constraint k
    JOIN pg_namespace n ON n.oid = k.connamespace WHERE n.nspname = 'public'
  UNION ALL SELECT 'trg:' || t.tgname || ':' || t.tgenabled::text FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'
  UNION ALL SELECT 'fn:' || p.proname || ':' || md5(p.prosrc) FROM pg_proc p
    JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'
  UNION ALL SELECT 'schema:' || nspname FROM pg_namespace
  UNION ALL SELECT 'role:' || rolname FROM pg_roles
  UNION ALL SELECT 'set:' || name || '=' || setting FROM pg_settings WHERE source = 'session'
) q`)

async function shapeOf(database: Database): Promise<string> {
  const [row] = rowsOf<{ shape: string }>(await database.db.execute(SHAPE))
  return row!.shape
}

/**
 * A seeded PGlite database for one test file: a kept one put back as it was, or `open()` a new one. `dispose` puts it
 * back for the next file, or closes it when it cannot be.
 */
export async function checkoutSeeded(open: () => Promise<Database>): Promise<{ database: Database; dispose(): Promise<void> }> {
  let kept = idle.pop()
  if (!kept) {
    const base = await open()
    await takeSnapshot(base)
    kept = { base, shape: await shapeOf(base) }
  }
  const entry = kept
  const database = entry.base.another!()
  let closed = false
  const facade: Database = {
    ...database,
    close: async () => {
      closed = true
      await database.close()
    },
  }
  return {
    database: facade,
    async dispose() {
      if (closed) return
      const reusable = idle.length < MAX_IDLE && (await putBack(entry))
      if (reusable) idle.push(entry)
      else await entry.base.close()
    },
  }
}

async function putBack(entry: Kept): Promise<boolean> {
  try {
    // Not inside a transaction a test left open, and the same shape as it opened.
    await entry.base.exec('ROLLBACK')
    if ((await shapeOf(entry.base)) !== entry.shape) return false
    return await restoreSnapshot(entry.base)
  } catch {
    return false
  }
}

/** Closes the kept databases (the worker is done). */
export async function closeKept(): Promise<void> {
  await Promise.all(idle.splice(0).map((k) => k.base.close()))
}
