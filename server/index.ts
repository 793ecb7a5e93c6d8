import { OffsetClock, systemClock } from './clock'
import { loadConfig } from './config'
import { openDatabase } from './db/client'
import { seedDemoIfEmpty } from './db/seed/demo'
import { createSenders } from './providers'
import { buildApp } from './app'

/** Starts the product: database (migrated, seeded on first start), API, web app and sockets on one port. */
async function main() {
  const config = loadConfig()
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    memoryCache: config.production ? undefined : config.TEST_PGLITE_CACHE,
    pglite: { thread: config.PGLITE_THREAD, maxWaitMs: config.DB_QUEUE_WAIT_MS },
  })
  const clock = config.TEST_CLOCK && !config.production ? new OffsetClock() : systemClock
  const senders = createSenders(config, database.db, clock)
  const app = await buildApp({ config, database, clock, ...senders })
  // The outbox logs through the app's logger once it exists.
  Object.assign(app.deps, createSenders(config, database.db, clock, app.log))

  if (config.SEED_DEMO && (await seedDemoIfEmpty(database.db, clock))) app.log.info('Seeded demo data into the empty database')

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000
    app.log.info(`${signal}: answering new requests 503, finishing those in flight (up to ${config.SHUTDOWN_GRACE_SECONDS} s)`)
    const force = setTimeout(() => {
      app.log.warn('shutdown took too long, exiting')
      process.exit(1)
    }, graceMs + 1500)
    force.unref()
    try {
      await app.draining.drain(graceMs)
      // Whoever has not taken their last bytes by now is cut off: closing must not wait on a client.
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
