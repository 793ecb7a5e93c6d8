import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** One folder of drizzle-kit migrations and the table that records which of them ran. */
export interface MigrationSet {
  name: string
  migrationsFolder: string
  migrationsTable: string
}

const here = path.dirname(fileURLToPath(import.meta.url))
const hasJournal = (dir: string) => fs.existsSync(path.join(dir, 'meta', '_journal.json'))

/** The shared migrations folder, beside this file in the source tree and copied beside the bundle by the build. */
export function migrationsFolder(): string {
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')]
  const found = candidates.find(hasJournal)
  if (!found) throw new Error(`Migrations folder not found near ${here}`)
  return found
}

/**
 * The migrations a module keeps in its own folder (`server/modules/<m>/migrations`, written by
 * `npm run db:generate -- --module <m>`), so adding a module touches no shared journal. In the bundle they sit in
 * `server/module-migrations/<m>`. Each module records its own runs in `drizzle.__drizzle_migrations_<m>`.
 */
export function moduleMigrationSets(): MigrationSet[] {
  const roots = [path.join(here, '..', 'modules'), path.join(here, 'module-migrations')]
  const sets: MigrationSet[] = []
  for (const root of roots) {
    if (!fs.existsSync(root)) continue
    for (const name of fs.readdirSync(root).sort()) {
      const direct = path.join(root, name)
      const folder = hasJournal(path.join(direct, 'migrations')) ? path.join(direct, 'migrations') : direct
      if (!hasJournal(folder)) continue
      sets.push({ name, migrationsFolder: folder, migrationsTable: `__drizzle_migrations_${name.replace(/[^a-z0-9]/gi, '_')}` })
    }
    if (sets.length) break
  }
  return sets
}

/**
 * Every migration set in the order it runs: the shared tables first (the journal every earlier install has, in the
 * default table), then each module's own, by folder name. A module's tables may refer only to the shared ones.
 */
export function migrationSets(): MigrationSet[] {
  return [{ name: 'shared', migrationsFolder: migrationsFolder(), migrationsTable: '__drizzle_migrations' }, ...moduleMigrationSets()]
}
