import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from '../../../server/app'
import { ManualClock } from '../../../server/clock'
import { testConfig } from '../../../server/config'
import type { Database } from '../../../server/db/client'
import { seedDemo } from '../../../server/db/seed/demo'
import { OutboxSender } from '../../../server/providers/outbox'

/** The time every harness clock starts at; the seeded data is relative to it, so one seeding serves every file. */
export const SEED_TIME = new Date('2026-06-01T10:00:00Z')

/** The harness configuration before a file's own overrides. */
export const HARNESS_CONFIG = { AUTH_RATE_LIMIT: '10000', ACCOUNT_SIGNIN_LIMIT: '10000', API_RATE_LIMIT: '100000' }

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

function walk(dir: string, out: string[]): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full, out)
    else out.push(full)
  }
}

/**
 * A short hash of everything the seeded database is made of: the server's and shared code (migrations, schema, seed
 * steps and what they import), the support/seed-*.ts files and the locked package versions (PGlite's tarball format among them). A
 * change to any of them gives a new template.
 */
export function seedKey(): string {
  const files: string[] = []
  for (const dir of ['server', 'shared']) walk(path.join(root, dir), files)
  const here = path.dirname(fileURLToPath(import.meta.url))
  for (const name of fs.readdirSync(here)) if (name.startsWith('seed-')) files.push(path.join(here, name))
  const hash = createHash('sha256')
  for (const file of files.sort()) {
    hash.update(path.relative(root, file))
    hash.update('\0')
    hash.update(fs.readFileSync(file))
    hash.update('\0')
  }
  hash.update(fs.readFileSync(path.join(root, 'package-lock.json')))
  return hash.digest('hex').slice(0, 16)
}

/**
 * What every harness did on a fresh migrated database before its tests: the app built and ready, then the demo data
 * seeded with the clock at SEED_TIME. Done once into a template that each file's database is cloned from.
 */
export async function seedInto(database: Database): Promise<void> {
  const clock = new ManualClock(SEED_TIME)
  const app = await buildApp(
    {
      config: testConfig(HARNESS_CONFIG),
      database,
      clock,
      sms: new OutboxSender(database.db, clock, 'sms'),
      mail: new OutboxSender(database.db, clock, 'mail'),
    },
    { clientDir: null },
  )
  try {
    await app.ready()
    await seedDemo(database.db, clock)
  } finally {
    await app.close()
  }
}
