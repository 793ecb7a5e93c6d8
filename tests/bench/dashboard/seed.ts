/**
 * The benchmark's large business: counts what a database holds and adds what is missing with `npm run seed` (the
 * bulk seeders, their progress bars on stderr), then VACUUM ANALYZE of the tables the dashboards read (a bulk load
 * leaves no statistics and no visibility map, which index-only scans need).
 */
import { spawnSync } from 'node:child_process'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../../../server/db/client'
import { rowsOf } from '../../../server/lib/list-count'

/** The business at scale 1. */
export const FULL_SIZE = {
  users: 1_000_000,
  bookings: 200_000,
  testdrives: 200_000,
  calls: 1_000_000,
  trips: 2_000_000,
  subscriptions: 500_000,
} as const
export type SeedOption = keyof typeof FULL_SIZE

/** Each seed option's table (and the rows that count toward it). */
const COUNTS: Record<SeedOption, string> = {
  users: `SELECT count(*) AS n FROM users WHERE user_type = 'user'`,
  bookings: `SELECT count(*) AS n FROM bookings`,
  testdrives: `SELECT count(*) AS n FROM test_drives`,
  calls: `SELECT count(*) AS n FROM call_logs`,
  trips: `SELECT count(*) AS n FROM trips`,
  subscriptions: `SELECT count(*) AS n FROM recharges`,
}

const ANALYZED = ['users', 'bookings', 'test_drives', 'call_logs', 'trips', 'recharges', 'plans', 'service_centres', 'branches']

export interface Target {
  label: string
  /** PostgreSQL (DATABASE_URL) or PGlite in a folder (DATA_DIR). */
  env: { DATABASE_URL: string } | { DATA_DIR: string }
}

const where = (t: Target) => ('DATABASE_URL' in t.env ? { url: t.env.DATABASE_URL, dataDir: 'memory://' } : { dataDir: t.env.DATA_DIR })

async function counts(t: Target): Promise<Record<SeedOption, number>> {
  const database = await openDatabase(where(t))
  try {
    const out = {} as Record<SeedOption, number>
    for (const [option, query] of Object.entries(COUNTS) as [SeedOption, string][]) {
      const [r] = rowsOf<{ n: string }>(await database.db.execute(sql.raw(query)))
      out[option] = Number(r?.n ?? 0)
    }
    return out
  } finally {
    await database.close()
  }
}

/** The target rows at a scale. */
export const sized = (scale: number): Record<SeedOption, number> =>
  Object.fromEntries(Object.entries(FULL_SIZE).map(([k, v]) => [k, Math.round(v * scale)])) as Record<SeedOption, number>

export interface SeedReport {
  before: Record<SeedOption, number>
  after: Record<SeedOption, number>
  seedSeconds: number
  analyzeSeconds: number
}

/** Grows the database to the scale's size (what a table lacks; 1 % short counts as there) and analyzes it. */
export async function ensureSeeded(t: Target, scale: number, log: (s: string) => void): Promise<SeedReport> {
  const want = sized(scale)
  const before = await counts(t)
  const missing = (Object.keys(want) as SeedOption[]).filter((k) => before[k] < want[k] * 0.99)
  const args = missing.flatMap((k) => [`--${k}`, String(want[k] - before[k])])
  let seedSeconds = 0
  if (args.length) {
    log(`${t.label}: seeding ${args.join(' ')}`)
    const started = performance.now()
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/db/seed/cli.ts', ...args], {
      env: { ...process.env, ...t.env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    if (r.status !== 0) throw new Error(`${t.label}: npm run seed failed (${r.status})`)
    seedSeconds = (performance.now() - started) / 1000
  } else {
    log(`${t.label}: already seeded at this size`)
  }
  const started = performance.now()
  const database = await openDatabase(where(t))
  try {
    for (const table of ANALYZED) await database.exec(`VACUUM ANALYZE ${table}`)
  } finally {
    await database.close()
  }
  const analyzeSeconds = (performance.now() - started) / 1000
  return { before, after: await counts(t), seedSeconds, analyzeSeconds }
}
