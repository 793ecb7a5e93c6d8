import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { QueryOptions, Results } from '@electric-sql/pglite'
import { FairGate } from './fair-gate'

const here = path.dirname(fileURLToPath(import.meta.url))
/** Beside this file in the source tree; beside the bundle (dist/server) in the build, which copies it there. */
const WORKER_FILE = path.join(here, 'pglite-worker.mjs')

/** What a statement inside a transaction is given: the subset of PGlite's Transaction drizzle and our code use. */
export interface RemoteTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  exec(sql: string): Promise<Results[]>
  rollback(): Promise<void>
  readonly closed: boolean
}

/** Tells the caller, after the fact, which statements ran and when a transaction committed (the auth cache's hook). */
export interface StatementWatch {
  /** A statement completed; `inTransaction` when it is not yet committed. Answers whether the commit matters too. */
  statement(sql: string, inTransaction: boolean): boolean
  /** A transaction in which `statement` answered true committed. */
  committed(): void
}

interface Pending {
  resolve(value: unknown): void
  reject(err: Error): void
}

/**
 * PGlite in a worker thread (server/db/pglite-worker.mjs), with the part of PGlite's API drizzle's pglite driver and
 * our code call: query, exec, transaction, dumpDataDir, close. The database is still one connection: a fair gate lets
 * one query or one whole transaction through at a time, in arrival order, and a caller that waited `maxWaitMs` gets
 * DatabaseBusy (answered 503 with Retry-After) instead of hanging.
 */
export class PgliteRemote {
  readonly waitReady: Promise<void>
  private readonly worker: Worker
  private readonly gate: FairGate
  private readonly pending = new Map<number, Pending>()
  private nextId = 1
  private nextTx = 1
  private closed = false
  private readonly watch: StatementWatch | undefined

  constructor(opts: { dataDir?: string; tarball?: Uint8Array; maxWaitMs: number; watch?: StatementWatch }) {
    this.gate = new FairGate(opts.maxWaitMs)
    this.watch = opts.watch
    this.worker = new Worker(WORKER_FILE, {
      workerData: { dataDir: opts.dataDir, tarball: opts.tarball },
      transferList: opts.tarball ? [opts.tarball.buffer as ArrayBuffer] : [],
    })
    this.waitReady = new Promise<void>((resolve, reject) => this.pending.set(0, { resolve: () => resolve(), reject }))
    this.worker.on('message', (m: { id: number; ok: boolean; result?: unknown; error?: Record<string, unknown> }) => {
      const p = this.pending.get(m.id)
      if (!p) return
      this.settled(m.id)
      if (m.ok) p.resolve(m.result)
      else p.reject(rebuildError(m.error ?? {}))
    })
    const fail = (err: Error) => {
      this.closed = true
      const gone = Object.assign(new Error(`PGlite is closed: ${err.message}`), { cause: err })
      for (const [id, p] of this.pending) {
        this.pending.delete(id)
        p.reject(gone)
      }
    }
    this.worker.on('error', fail)
    this.worker.on('exit', (code) => fail(new Error(`its thread exited (${code})`)))
  }

  /** How many callers wait for the database now (the benchmark and the logs read it). */
  get queued(): number {
    return this.gate.queued
  }

  /** One message to the worker and its answer. The worker is referenced only while an answer is awaited. */
  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('PGlite is closed'))
    const id = this.nextId++
    if (this.pending.size === 0) this.worker.ref()
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject })
      this.worker.postMessage({ ...message, id })
    })
  }

  private settled(id: number): void {
    this.pending.delete(id)
    if (this.pending.size === 0 && !this.closed) this.worker.unref()
  }

  private async exclusive<T>(work: () => Promise<T>, urgent = false): Promise<T> {
    await this.gate.enter(urgent)
    try {
      return await work()
    } finally {
      this.gate.leave()
    }
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions, urgent = false): Promise<Results<T>> {
    const result = await this.exclusive(() => this.call<Results<T>>({ op: 'query', sql, params, ...wireOptions(options) }), urgent)
    this.watch?.statement(sql, false)
    return result
  }

  /**
   * The same database for reads that must not wait behind the queue (the incoming-call lookup): each statement goes
   * before every ordinary waiter (FairGate). Reads only: no transactions here.
   */
  urgentReader(): Pick<PgliteRemote, 'query'> {
    return { query: (sql, params, options) => this.query(sql, params, options, true) }
  }

  async exec(sql: string): Promise<Results[]> {
    const result = await this.exclusive(() => this.call<Results[]>({ op: 'exec', sql }))
    this.watch?.statement(sql, false)
    return result
  }

  /** BEGIN, the callback's statements (in order, none from anyone else), then COMMIT; ROLLBACK when it throws. */
  async transaction<T>(callback: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      const tx = this.nextTx++
      let ended = false
      let watched = false
      const seen = (sql: string) => {
        if (this.watch?.statement(sql, true)) watched = true
      }
      await this.call({ op: 'begin', tx })
      const handle: RemoteTransaction = {
        query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
          const result = await this.call<Results<R>>({ op: 'query', tx, sql, params, ...wireOptions(options) })
          seen(sql)
          return result
        },
        exec: async (sql: string) => {
          const result = await this.call<Results[]>({ op: 'exec', tx, sql })
          seen(sql)
          return result
        },
        rollback: async () => {
          ended = true
          await this.call({ op: 'rollback', tx })
        },
        get closed() {
          return ended
        },
      }
      let result: T
      try {
        result = await callback(handle)
      } catch (err) {
        if (!ended) await this.call({ op: 'rollback', tx }).catch(() => {})
        throw err
      }
      if (!ended) {
        await this.call({ op: 'commit', tx })
        if (watched) this.watch?.committed()
      }
      return result
    })
  }

  /** The data directory as a tarball (the tests' seeded copy, the end-to-end tests' migrated cache). */
  async dumpDataDir(): Promise<Blob> {
    const bytes = await this.exclusive(() => this.call<Uint8Array<ArrayBuffer>>({ op: 'dump' }))
    return new Blob([bytes])
  }

  async close(): Promise<void> {
    if (this.closed) return
    try {
      await this.call({ op: 'close' })
    } finally {
      this.closed = true
      await this.worker.terminate()
    }
  }
}

/** drizzle's parsers are identity functions for some type ids; functions cannot cross threads, so their ids do. */
function wireOptions(options?: QueryOptions): Record<string, unknown> {
  if (!options) return {}
  return {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.parsers ? { parsers: Object.keys(options.parsers).map(Number) } : {}),
  }
}

/** The worker's error as an Error with every field it had (SQLSTATE `code`, `constraint`, `detail`…). */
function rebuildError(fields: Record<string, unknown>): Error {
  const err = new Error(String(fields.message ?? 'PGlite error'))
  Object.assign(err, fields)
  return err
}
