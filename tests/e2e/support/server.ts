import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import { inject } from 'vitest'
import { noteStart } from './starts'

export interface RunningServer {
  url: string
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

function pgliteCache(): string | undefined {
  try {
    return inject('pgliteCache')
  } catch {
    return undefined
  }
}

/**
 * Starts the built product (`npm run build` output) as `npm start` runs it, on a free port with a
 * fresh in-memory database seeded with the demo data. `cache`: the run's folder of seeded tarballs (TEST_PGLITE_CACHE),
 * given by the global setup, which starts the shared servers before any file runs (read from the run otherwise).
 */
export async function startServer(env: Record<string, string> = {}, cache = pgliteCache()): Promise<RunningServer> {
  const dist = process.env.DIST_DIR ?? 'dist'
  if (!fs.existsSync(`${dist}/server/index.js`) || !fs.existsSync(`${dist}/client/index.html`)) {
    throw new Error('The end-to-end tests need a build: run `npm run build` first (npm test does).')
  }
  const port = await freePort()
  if (!env.TEST_RESET) noteStart('server')
  const child: ChildProcess = spawn(process.execPath, [`${dist}/server/index.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '10000',
      ACCOUNT_SIGNIN_LIMIT: '10000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // An in-memory database starts migrated from the run's tarball (support/global-setup.ts); seeding is unchanged.
      ...(cache ? { TEST_PGLITE_CACHE: cache } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const url = `http://127.0.0.1:${port}`
  // Generous: a busy two-core machine starts the server slowly; a broken server fails fast (it exits).
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`)
    try {
      const r = await fetch(`${url}/api/health`)
      if (r.ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      // Not left running (and loading the machine) after a failed start.
      child.kill('SIGKILL')
      throw new Error(`server did not start: ${output}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** The newest one-time code sent to a mobile number, read from the dev outbox. */
export async function latestCode(url: string, mobileNo: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const list = (await (await fetch(`${url}/api/dev/outbox`)).json()) as { to: string; text: string }[]
    const code = list.find((m) => m.to === mobileNo)?.text.match(/\b(\d{6})\b/)?.[1]
    if (code) return code
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no code for ${mobileNo}`)
}
