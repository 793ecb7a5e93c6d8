import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type PGlite } from '@electric-sql/pglite'
import { openDatabase, type Database } from '../../../server/db/client'
import type { PgliteOptions } from '../../../server/db/pglite'
import { seedInto } from './seed-recipe'

/** Where the seeded PGlite data directories are kept between runs, one tarball per seed key. */
export const DUMP_DIR = path.join(os.tmpdir(), 'ev-test-seeds')
const STALE_MS = 3600_000

/**
 * The tarball of a migrated and seeded PGlite data directory for this seed key: made once (in memory, then written to
 * a temporary name and renamed, so a reader never sees half a file) and reused while the key stays the same.
 */
export async function preparePgliteDump(key: string): Promise<string> {
  const file = path.join(DUMP_DIR, `pglite-${key}.tar`)
  if (fs.existsSync(file)) {
    // Marked as in use, so that a run of other code does not take it for stale.
    fs.utimesSync(file, new Date(), new Date())
    return file
  }
  fs.mkdirSync(DUMP_DIR, { recursive: true })
  const database = await openDatabase({ dataDir: 'memory://' })
  try {
    await seedInto(database)
    const client = (database.db as unknown as { $client: Pick<PGlite, 'exec' | 'dumpDataDir'> }).$client
    // The tarball is the data directory as it is on disk: without a checkpoint, a copy would replay the WAL, where a
    // sequence is logged 32 values ahead, and its next numbers would jump.
    await client.exec('CHECKPOINT')
    const dump = await client.dumpDataDir('none')
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    fs.renameSync(partial, file)
  } finally {
    await database.close()
  }
  removeStaleDumps(file)
  return file
}

/** Tarballs of other seed keys (a day's edits leave a few) go once no run has used them for an hour. */
function removeStaleDumps(keep: string): void {
  for (const name of fs.readdirSync(DUMP_DIR)) {
    const full = path.join(DUMP_DIR, name)
    if (full === keep) continue
    try {
      if (Date.now() - fs.statSync(full).mtimeMs > STALE_MS) fs.rmSync(full, { force: true })
    } catch {
      // another run removed it first
    }
  }
}

/**
 * A PGlite database of its own, started from the seeded tarball: the same as `openDatabase({ dataDir: 'memory://' })`
 * followed by the seeding, without initdb, migrations or seed work. The migrations still run (none is pending).
 */
export function openPgliteClone(file: string, pglite?: Partial<PgliteOptions>): Promise<Database> {
  return openDatabase({ dataDir: 'memory://', from: new Blob([fs.readFileSync(file)]), pglite })
}
