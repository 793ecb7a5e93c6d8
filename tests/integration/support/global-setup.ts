import type { TestProject } from 'vitest/node'
import { preparePgliteDump } from './seed-pglite'
import { preparePostgresTemplate } from './seed-postgres'
import { seedKey } from './seed-recipe'

/**
 * Once per run of the integration project: the migrated and seeded database every harness starts from, as a PGlite
 * tarball and (with TEST_DATABASE_URL) a PostgreSQL template, both keyed by the seed key so a later run of the same
 * code reuses them and a change to the migrations or the seed makes new ones. Each file then copies it (databases.ts).
 */
export default async function setup(project: TestProject): Promise<void> {
  const key = seedKey()
  const url = process.env.TEST_DATABASE_URL
  const [pgliteDump, postgresTemplate] = await Promise.all([
    preparePgliteDump(key),
    url ? preparePostgresTemplate(url, key) : Promise.resolve(null),
  ])
  project.provide('seed', { key, pgliteDump, postgresTemplate })
}
