import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launch } from './browser'
import { startServer, type RunningServer } from './server'

/**
 * Starts the built product on a fresh copy of the seeded database and connects to the run's Chromium for the file's
 * tests; stops the server and disconnects after. `env`: extra
 * configuration of the server (e.g. TEST_CLOCK).
 */
export function useProduct(env: Record<string, string> = {}): { readonly server: RunningServer; readonly browser: Browser } {
  const ctx = {} as { server: RunningServer; browser: Browser }
  beforeAll(async () => {
    ctx.server = await startServer(env)
    ctx.browser = await launch()
  })
  afterAll(async () => {
    await ctx.browser?.close()
    await ctx.server?.stop()
  })
  return ctx
}
