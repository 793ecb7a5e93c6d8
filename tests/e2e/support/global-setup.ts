import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The run's folder: the migrated and seeded PGlite tarballs the servers start from (TEST_PGLITE_CACHE,
     * server/db/pglite.ts) and starts.log, a line per server or browser a file started (support/server.ts, browser.ts).
     */
    pgliteCache: string
    /** The one Chromium of the run, which every file connects to (support/browser.ts). */
    browserEndpoint: string
  }
}

/**
 * Once per run of the end-to-end project: one Chromium for every file and worker (each test opens contexts of its
 * own in it), and a folder where the first server writes its freshly migrated, then seeded, in-memory database,
 * which every later server starts from. At the end: how many servers and browsers the files started, then both are
 * removed.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-e2e-pglite-'))
  project.provide('pgliteCache', dir)
  const browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
  project.provide('browserEndpoint', browser.wsEndpoint())
  return async () => {
    const log = path.join(dir, 'starts.log')
    const lines = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').filter(Boolean) : []
    const of = (kind: string) => lines.filter((l) => l.startsWith(`${kind} `))
    const files = new Set(lines.map((l) => l.split(' ')[1]))
    console.log(
      `\nend-to-end: 1 shared browser; ${of('server').length} servers started by ${files.size} files, ` +
        `${of('browser').length} browsers of their own (${[...new Set(of('browser').map((l) => l.split(' ')[1]))].join(', ') || 'none'})`,
    )
    await browser.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
