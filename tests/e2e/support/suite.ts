import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { launch } from './browser'
import { SHARED_SERVER_ENV } from './global-setup'
import { startServer, type RunningServer } from './server'

/** This worker's shared server (support/global-setup.ts), if the run started them. */
function sharedServer(): string | undefined {
  let urls: string[] | undefined
  try {
    urls = inject('sharedServers')
  } catch {
    return undefined
  }
  return urls?.[Number(process.env.VITEST_POOL_ID ?? 1) - 1]
}

/**
 * The built product for the file's tests, connected to the run's Chromium. Without `env`, or with no more than the shared
 * servers have (TEST_CLOCK): this worker's shared server, its data and clock put back as seeded first (POST
 * /api/dev/reset: well under a second, where a server of its own takes seconds). With other `env` (a webhook secret,
 * session lengths): a server of the file's own on a fresh copy of the seeded database, stopped after.
 */
export function useProduct(env: Record<string, string> = {}): { readonly server: RunningServer; readonly browser: Browser } {
  const ctx = {} as { server: RunningServer; browser: Browser }
  beforeAll(async () => {
    const shared = Object.entries(env).every(([k, v]) => SHARED_SERVER_ENV[k] === v) ? sharedServer() : undefined
    if (shared) {
      const r = await fetch(`${shared}/api/dev/reset`, {
        method: 'POST',
        headers: { 'x-requested-with': 'XMLHttpRequest', origin: shared },
      })
      const answer = (await r.json()) as { restored?: boolean }
      if (!answer.restored) throw new Error(`the shared server did not reset: ${r.status} ${JSON.stringify(answer)}`)
      ctx.server = { url: shared, stop: async () => {} }
    } else {
      ctx.server = await startServer(env)
    }
    ctx.browser = await launch()
  })
  afterAll(async () => {
    await ctx.browser?.close()
    await ctx.server?.stop()
  })
  return ctx
}
