import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { startServer, type RunningServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The run's folder: the migrated and seeded PGlite tarballs the servers start from (TEST_PGLITE_CACHE,
     * server/db/pglite.ts) and starts.log, a line per server or browser a file started (support/server.ts, browser.ts).
     */
    pgliteCache: string
    /** The one Chromium of the run, which every file connects to (support/browser.ts). */
    browserEndpoint: string
    /**
     * The shared servers, one per worker (worker N uses the Nth, VITEST_POOL_ID): the built product with TEST_RESET, so
     * each file that needs no configuration of its own starts from the seeded data again (support/suite.ts).
     */
    sharedServers: string[]
  }
}

/**
 * The shared servers' configuration beyond startServer's: the reset hook, the test clock (a file that moves it gets it
 * back at the next reset) and no API limit across the files they serve. A file asking for no more than this shares one.
 */
export const SHARED_SERVER_ENV: Record<string, string> = { TEST_RESET: 'true', TEST_CLOCK: 'true', API_RATE_LIMIT: '1000000' }

/**
 * Once per run of the end-to-end project: one Chromium for every file and worker (each test opens contexts of its
 * own in it), one shared server per worker (each file resets its data, support/suite.ts), and a folder where the first
 * server writes its freshly migrated, then seeded, in-memory database, which every later server starts from. At the
 * end: how many servers and browsers the files started of their own, then all are stopped and removed.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-e2e-pglite-'))
  project.provide('pgliteCache', dir)
  const [browser, servers] = await Promise.all([
    chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }),
    startSharedServers(dir, workersOf(project)),
  ])
  project.provide('browserEndpoint', browser.wsEndpoint())
  project.provide(
    'sharedServers',
    servers.map((s) => s.url),
  )
  return async () => {
    const log = path.join(dir, 'starts.log')
    const lines = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean) : []
    const of = (kind: string) => lines.filter((l) => l.startsWith(`${kind} `))
    const filesOf = (kind: string) => [...new Set(of(kind).map((l) => l.split(' ')[1] ?? ''))]
    const list = (names: string[]) => names.join(', ') || 'none'
    console.log(
      `\nend-to-end: 1 shared browser and ${servers.length} shared server(s), one per worker; ` +
        `${of('server').length} servers of their own started by ${filesOf('server').length} files (${list(filesOf('server'))}), ` +
        `${of('browser').length} browsers of their own (${list(filesOf('browser'))})`,
    )
    await Promise.all([browser.close(), ...servers.map((s) => s.stop())])
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** How many files run at once: one shared server each. */
function workersOf(project: TestProject): number {
  // fileParallelism: false makes maxWorkers 1.
  return Math.max(1, Number(project.config.maxWorkers) || 1)
}

/**
 * The first server seeds the run's tarball (TEST_PGLITE_CACHE), so the others start from it: one after the other.
 */
async function startSharedServers(cache: string, count: number): Promise<RunningServer[]> {
  const servers: RunningServer[] = []
  for (let i = 0; i < count; i++) servers.push(await startServer(SHARED_SERVER_ENV, cache))
  return servers
}
