/**
 * The benchmark's server, in a child process so the timing client does not share its event loop: the real app
 * (buildApp + listen, as server/index.ts starts it) on one database, serving the built web app from `clientDir`.
 * Tells the parent its port over IPC and stops when asked.
 */
import { systemClock } from '../../../server/clock'
import { loadConfig } from '../../../server/config'
import { openDatabase } from '../../../server/db/client'
import { buildApp } from '../../../server/app'
import { createSenders } from '../../../server/providers'

export interface ServeSpec {
  url?: string
  dataDir?: string
  clientDir: string | null
}

export type ServeMessage = { type: 'ready'; port: number } | { type: 'failed'; error: string }

export async function serve(spec: ServeSpec): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: spec.dataDir ?? 'memory://',
    ...(spec.url ? { DATABASE_URL: spec.url } : {}),
    API_RATE_LIMIT: '1000000000',
    AUTH_RATE_LIMIT: '100000',
    ACCOUNT_SIGNIN_LIMIT: '100000',
  })
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir })
  const clock = systemClock
  const app = await buildApp({ config, database, clock, ...createSenders(config, database.db, clock) }, { clientDir: spec.clientDir })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  process.on('message', async (m: unknown) => {
    if ((m as { type?: string }).type !== 'stop') return
    await app.close()
    await database.close()
    process.exit(0)
  })
  process.send!({ type: 'ready', port } satisfies ServeMessage)
}
