/**
 * `npm run seed -- --users N`: makes sure the demo data exists, then adds N generated customers
 * (and optionally trips and notifications) with a progress bar on stderr. The modules' bulk generators (a seed step's
 * `bulk` hook, e.g. `--bookings N`) run after them, found through steps.gen.ts. Bundled to dist/server/cli.js.
 */
import { systemClock } from '../../clock'
import { loadConfig } from '../../config'
import { openDatabase } from '../client'
import { parseSeedArgs, seedUsage, type SeedArgs } from './args'
import { generateBulk, type BulkPhase } from './bulk'
import { DEMO_SEED, seedDemoIfEmpty } from './demo'
import { createProgressBar, formatDuration, type ProgressBar } from './progress'
import type { SeedStep } from './step'
import { seedSteps } from './steps.gen'

/** The steps with a bulk generator, in their order. */
const bulkSteps = [...seedSteps].sort((a, b) => a.order - b.order).filter((s): s is SeedStep & Required<Pick<SeedStep, 'bulk'>> => !!s.bulk)
const bulkOptions = bulkSteps.map((s) => s.bulk)

async function run(args: SeedArgs): Promise<void> {
  const config = loadConfig()
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`
  console.error(`Opening ${where}…`)
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir })
  try {
    const started = performance.now()
    if (await seedDemoIfEmpty(database.db, systemClock)) {
      console.error(`Seeded the demo data in ${((performance.now() - started) / 1000).toFixed(2)} s`)
    } else {
      console.error('Demo data already present')
    }
    const core = args.users + args.trips + args.notifications > 0 || Object.keys(args.bulk).length === 0
    if (core) {
      let bar: ProgressBar | null = null
      let barPhase: BulkPhase | null = null
      const bulkStarted = performance.now()
      const result = await generateBulk(database, {
        users: args.users,
        trips: args.trips,
        notifications: args.notifications,
        batch: args.batch,
        now: systemClock.now(),
        onProgress: (phase, done, total) => {
          if (phase !== barPhase) {
            bar?.finish()
            bar = createProgressBar(phase, total)
            barPhase = phase
          }
          if (done > 0) bar!.update(done)
        },
      }).finally(() => (bar as ProgressBar | null)?.finish())
      const seconds = (performance.now() - bulkStarted) / 1000
      const rows = result.users + result.trips + result.notifications
      const range = result.firstMobile ? ` (mobiles ${result.firstMobile}–${result.lastMobile})` : ''
      console.log(
        `Added ${rows.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s (${formatDuration(seconds)}): ` +
          `${result.users.toLocaleString('en-US')} customers${range}, ${result.trips.toLocaleString('en-US')} trips, ` +
          `${result.notifications.toLocaleString('en-US')} notifications`,
      )
    }
    for (const step of bulkSteps) {
      const count = args.bulk[step.bulk.option] ?? 0
      if (count === 0) continue
      const bar = createProgressBar(step.bulk.option, count)
      const stepStarted = performance.now()
      const result = await step.bulk
        .run(database, {
          count,
          batch: args.batch ?? step.bulk.defaultBatch,
          now: systemClock.now(),
          seed: DEMO_SEED + step.seed,
          onProgress: (done) => bar.update(done),
        })
        .finally(() => bar.finish())
      const seconds = (performance.now() - stepStarted) / 1000
      console.log(
        `Added ${result.rows.toLocaleString('en-US')} ${step.bulk.option} in ${seconds.toFixed(1)} s (${formatDuration(seconds)}, ` +
          `${Math.round(result.rows / Math.max(seconds, 0.001)).toLocaleString('en-US')} rows/s): ${result.summary}`,
      )
    }
  } finally {
    await database.close()
  }
}

async function main(): Promise<number> {
  let args: SeedArgs
  try {
    args = parseSeedArgs(process.argv.slice(2), bulkOptions)
  } catch (err) {
    console.error(`seed: ${(err as Error).message}\n\n${seedUsage(bulkOptions)}`)
    return 2
  }
  if (args.help) {
    console.log(seedUsage(bulkOptions))
    return 0
  }
  try {
    await run(args)
    return 0
  } catch (err) {
    console.error(`seed: ${(err as Error).message}`)
    return 1
  }
}

main().then((code) => process.exit(code))
