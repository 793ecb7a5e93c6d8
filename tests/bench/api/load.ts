import { fork, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import pg from 'pg'
import { cycle, type Case } from './cases'
import { HEADERS, LIST_PATH, type ChildMessage, type LoopDelay, type ParentMessage } from './protocol'

// autocannon (no type declarations are published; the part used here)
interface AutocannonRequest {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
  setupRequest?: (req: AutocannonRequest) => AutocannonRequest
}
export interface AutocannonResult {
  /** total: answered (any status); sent: requests written, including those still unanswered when the run stopped. */
  requests: { average: number; total: number; sent: number }
  latency: { p50: number; p99: number; average: number; max: number }
  /** Failed requests, timeouts included. */
  errors: number
  timeouts: number
  non2xx: number
  statusCodeStats: Record<string, { count: number }>
}
type Autocannon = (opts: {
  url: string
  connections: number
  duration: number
  timeout: number
  method: string
  headers: Record<string, string>
  requests: AutocannonRequest[]
}) => Promise<AutocannonResult>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

export type Ready = Extract<ChildMessage, { type: 'ready' }>

/**
 * Seconds autocannon waits for an answer before counting a timeout: longer than any run, so a slow answer is measured
 * as latency (or left unanswered when the run stops), and a timeout means an answer that never came.
 */
export const REQUEST_TIMEOUT_S = 60

/** One load run's figures, with the server's event-loop delay over it when the server answers loop questions. */
export interface LoadResult extends AutocannonResult {
  loop?: LoopDelay
}

/** A server under load: its port, the cookie of a signed-in session, its process (for the event-loop delay). */
export interface Target {
  port: number
  cookie: string
  child: ChildProcess
}

/**
 * Runs one case against a server: `connections` clients for `seconds`, closed loop (open loop: open-loop.ts).
 * First one request on its own, which waits behind whatever the previous run left in flight (autocannon stops sending
 * but does not wait for the answers; PGlite answers them one by one), so one run's backlog is not measured in the next.
 * The server's event-loop delay is reset then and read when the run ends. `started` is called once the clients send.
 * A 503 (with Retry-After, the database's queue full) is counted as such, never retried.
 */
export async function load(target: Target, c: Case, connections: number, seconds: number, started?: () => void): Promise<LoadResult> {
  const next = cycle(c)
  await fetchAnswer(target.port, target.cookie, c.bodies[0]!)
  await ask(target.child, { type: 'loop-start' }, 'loop')
  const run = autocannon({
    url: `http://127.0.0.1:${target.port}`,
    connections,
    duration: seconds,
    timeout: REQUEST_TIMEOUT_S,
    method: 'POST',
    headers: { ...HEADERS, cookie: target.cookie },
    requests: [{ method: 'POST', path: LIST_PATH, setupRequest: (req) => ({ ...req, body: next() }) }],
  })
  started?.()
  const result = await run
  const { delay } = await ask(target.child, { type: 'loop-read' }, 'loop')
  return { ...result, loop: delay }
}

/** The next message of `type` from a child; rejects when it fails or exits first. */
export function nextMessage<T extends ChildMessage['type']>(child: ChildProcess, type: T): Promise<Extract<ChildMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: ChildMessage) => {
      if (m.type !== type && m.type !== 'failed') return
      done()
      if (m.type === 'failed') reject(new Error(m.error))
      else resolve(m as Extract<ChildMessage, { type: T }>)
    }
    const onExit = (code: number | null) => {
      done()
      reject(new Error(`a child exited with code ${code} before answering ${type}`))
    }
    const done = () => {
      child.off('message', onMessage)
      child.off('exit', onExit)
    }
    child.on('message', onMessage)
    child.on('exit', onExit)
  })
}

/** Sends a child a message and waits for its answer of `type`. */
export function ask<T extends ChildMessage['type']>(
  child: ChildProcess,
  m: ParentMessage,
  type: T,
): Promise<Extract<ChildMessage, { type: T }>> {
  const answer = nextMessage(child, type)
  child.send(m)
  return answer
}

/** Forks a child script with `--serve <spec>`, its progress lines shown; `ready` resolves on its first `readyType`. */
export function startChild<T extends ChildMessage['type'] = 'ready'>(
  script: string,
  label: string,
  spec: unknown,
  readyType: T = 'ready' as T,
): { child: ChildProcess; ready: Promise<Extract<ChildMessage, { type: T }>> } {
  // BENCH_CPU_PROF=<dir>: each child writes a V8 CPU profile there when it exits (what the profiling reads).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []
  const child = fork(script, ['--serve', JSON.stringify(spec)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...process.execArgv, ...profile],
  })
  child.on('message', (m: ChildMessage) => {
    if (m.type === 'progress') process.stderr.write(`  ${m.text}\n`)
  })
  const ready = nextMessage(child, readyType).catch((err: Error) => {
    throw new Error(`the ${label} child: ${err.message}`)
  })
  return { child, ready }
}

/** Asks a child to stop; kills it after 15 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  child.send({ type: 'stop' } satisfies ParentMessage)
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
