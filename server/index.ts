import { OffsetClock, systemClock } from './clock'
import { loadConfig } from './config'
import { todayInIndia } from '../shared/india-day'
import { openDatabase } from './db/client'
import { seedDemoIfEmpty } from './db/seed/demo'
import { createSenders } from './providers'
import { buildApp } from './app'
import { takeSnapshot } from './db/test-snapshot'

/** SECURITY.md item 22: the process exits within this long of SIGTERM. */
const SHUTDOWN_LIMIT_MS = 10_000
/**
 * Kept after the last connection is ended, for closing the port and the database and exiting: the embedded database's
 * closing alone took 0.6–1.3 s on a loaded machine.
 */
const CLOSING_MS = 2_000
/** If closing hangs, the process exits anyway (code 1) when its closing time is over, this long before the limit at the latest. */
const EXIT_MARGIN_MS = 400

/** Starts the product: database (migrated, seeded on first start), API, web app and sockets on one port. */
async function main() {
  const config = loadConfig()
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    memoryCache: config.production ? undefined : config.TEST_PGLITE_CACHE,
    // The demo data is seeded relative to the clock: a copy is reused within the same India day and hour only. A test
    // clock is the system's until moved (after the seed), so servers with and without one share the copy.
    ...(config.SEED_DEMO ? { seededName: `${todayInIndia()}-${new Date().getUTCHours()}h` } : {}),
    pglite: { thread: config.PGLITE_THREAD, maxWaitMs: config.DB_QUEUE_WAIT_MS },
  })
  const clock = config.TEST_CLOCK && !config.production ? new OffsetClock() : systemClock
  const senders = createSenders(config, database.db, clock)
  const app = await buildApp({ config, database, clock, ...senders })
  // The outbox logs through the app's logger once it exists.
  Object.assign(app.deps, createSenders(config, database.db, clock, app.log))

  if (config.SEED_DEMO && (await seedDemoIfEmpty(database.db, clock))) {
    app.log.info('Seeded demo data into the empty database')
    await database.cacheSeeded?.()
  }
  // The end-to-end tests' shared servers: the data as it is now is what POST /api/dev/reset puts back.
  if (config.TEST_RESET && !config.production) await takeSnapshot(database)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    const signalledAt = Date.now()
    const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000
    // SECURITY.md item 22: gone within 10 s of the signal, however slow a client or the database's closing. The
    // last connections are ended CLOSING_MS before that (a longer grace is cut short), the rest is for closing.
    const endBy = signalledAt + Math.min(graceMs + config.SHUTDOWN_FLUSH_MS, SHUTDOWN_LIMIT_MS - CLOSING_MS)
    app.log.info(`${signal}: answering new requests 503, finishing those in flight (up to ${config.SHUTDOWN_GRACE_SECONDS} s)`)
    const exitBy = Math.min(endBy - signalledAt + CLOSING_MS, SHUTDOWN_LIMIT_MS - EXIT_MARGIN_MS)
    const force = setTimeout(() => {
      app.log.warn('shutdown took too long, exiting')
      process.exit(1)
    }, exitBy)
    force.unref()
    try {
      await app.draining.drain(graceMs, endBy)
      // Idle keep-alive connections too: closing must not wait on a client.
      app.server.closeAllConnections()
      await app.close()
      await database.close()
    } finally {
      process.exit(0)
    }
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))

  await app.listen({ host: config.HOST, port: config.PORT })
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.dataDir}`
  app.log.info(`EV Back Office on http://localhost:${config.PORT} (database: ${where})`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
