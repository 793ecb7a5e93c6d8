import { fork, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import pg from 'pg'
import { cycle, type Case } from './cases'
import { HEADERS, LIST_PATH, type ChildMessage } from './protocol'

// autocannon (no type declarations are published; the part used here)
interface AutocannonRequest {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest
}
export interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number; max: number }
  errors: number
  timeouts: number
  non2xx: number
}
type Autocannon = (opts: {
  url: string
  connections: number
  duration: number
  overallRate?: number
  method: string
  headers: Record<string, string>
  requests: AutocannonRequest[]
}) => Promise<AutocannonResult>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

export type Ready = Extract<ChildMessage, { type: 'ready' }>

/**
 * Runs one case against a server: `connections` clients for `seconds`, closed loop, or at `rate` requests/s overall.
 * First one request on its own, which waits behind whatever the previous run left in flight (autocannon stops sending
 * but does not wait for the answers; PGlite answers them one by one), so one run's backlog is not measured in the next.
 */
export async function load(
  port: number,
  cookie: string,
  c: Case,
  connections: number,
  seconds: number,
  rate?: number,
): Promise<AutocannonResult> {
  const next = cycle(c)
  await fetchAnswer(port, cookie, c.bodies[0]!)
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    method: 'POST',
    headers: { ...HEADERS, cookie },
    requests: [{ method: 'POST', path: LIST_PATH, setupRequest: (req) => ({ ...req, body: next() }) }],
  })
}

/** Forks a child script with `--serve <spec>`; resolves when it says it is ready. */
export function startChild(script: string, label: string, spec: unknown): { child: ChildProcess; ready: Promise<Ready> } {
  const child = fork(script, ['--serve', JSON.stringify(spec)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const ready = new Promise<Ready>((resolve, reject) => {
    child.on('message', (m: ChildMessage) => {
      if (m.type === 'progress') process.stderr.write(`  ${m.text}\n`)
      else if (m.type === 'ready') resolve(m)
      else reject(new Error(m.error))
    })
    child.on('exit', (code) => reject(new Error(`the ${label} server exited with code ${code}`)))
  })
  return { child, ready }
}

/** Asks a child to stop; kills it after 15 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  child.send({ type: 'stop' })
  await new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      resolve(null)
    }, 15_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(null)
    })
  })
}

/** The JSON answer of one body from a server (for comparing the baseline's with ours). */
export async function fetchAnswer(port: number, cookie: string, body: Record<string, unknown>): Promise<string> {
  const r = await fetch(`http://127.0.0.1:${port}${LIST_PATH}`, {
    method: 'POST',
    headers: { ...HEADERS, cookie },
    body: JSON.stringify(body),
  })
  return `${r.status} ${await r.text()}`
}

export async function postgresReachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
  try {
    await c.connect()
    await c.query('select 1')
    return true
  } catch {
    return false
  } finally {
    await c.end().catch(() => {})
  }
}

export async function adminQuery<T extends pg.QueryResultRow>(url: string, statement: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    return (await c.query<T>(statement)).rows
  } finally {
    await c.end()
  }
}
