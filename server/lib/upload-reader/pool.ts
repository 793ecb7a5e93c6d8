import fs from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'

/**
 * A few worker threads that read uploads (spreadsheets, tracking logs) off the event loop (SECURITY.md item 36), with
 * a queue in arrival order. A task that waited `maxWaitMs` for a thread gets ReaderBusy('waited') (answered 503 with
 * Retry-After, as the embedded database's queue answers); one more than `maxQueued` waiting gets ReaderBusy('full'). A
 * thread that dies or runs past `maxRunMs` (a file the caps let through and still too costly) is ended, its task
 * rejected with ReaderFailed, and a new thread takes the next task.
 */

const here = path.dirname(fileURLToPath(import.meta.url))
/** The built worker, beside the bundle (dist/server: scripts/build-server.mjs bundles it there). */
const BUILT_WORKER = path.join(here, 'upload-worker.js')
/** In the source tree (tsx, vitest): a plain bootstrap that loads the TypeScript entry (server/upload-worker.ts) through tsx. */
const BOOT = path.join(here, 'boot.mjs')
const SOURCE_ENTRY = pathToFileURL(path.join(here, '..', '..', 'upload-worker.ts')).href

export class ReaderBusy extends Error {
  constructor(readonly reason: 'full' | 'waited') {
    super(reason === 'full' ? 'Too many uploads are waiting to be read' : 'No upload reader was free in time')
    this.name = 'ReaderBusy'
  }
}

/** The reader's thread died (out of memory, a crash) or took too long: the file is not read. */
export class ReaderFailed extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'ReaderFailed'
  }
}

/** What a task sends and how its answer is put together from the thread's messages (one or more per task). */
export interface Task<T> {
  message: Record<string, unknown>
  transfer?: ArrayBuffer[]
  /** One message from the thread about this task: the task's result when it is the last one, else undefined. */
  receive(message: Record<string, unknown>): { done: T } | { failed: Error } | undefined
}

interface Queued {
  start(): void
  timer: NodeJS.Timeout
}

interface Thread {
  worker: Worker
  busy: boolean
}

export interface PoolOptions {
  threads: number
  maxWaitMs: number
  maxQueued: number
  maxRunMs: number
  /** Heap of each thread: a file that needs more ends its thread, not the process. */
  maxHeapMb: number
}

export const DEFAULT_POOL: PoolOptions = {
  // Two cores: one thread, so reading a file leaves the other core to the event loop and the database.
  threads: Math.min(2, Math.max(1, availableParallelism() - 1)),
  // As long as the embedded database lets a request wait (DB_QUEUE_WAIT_MS by default).
  maxWaitMs: 30_000,
  maxQueued: 8,
  maxRunMs: 30_000,
  maxHeapMb: 1024,
}

export class ReaderPool {
  private readonly threads: Thread[] = []
  private readonly queue: Queued[] = []
  private nextId = 1

  constructor(private readonly options: PoolOptions = DEFAULT_POOL) {}

  /** Runs the task on a free thread, after the tasks queued before it. */
  run<T>(task: Task<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => this.start(task, resolve, reject)
      if (this.queue.length === 0 && this.freeThread()) return start()
      if (this.queue.length >= this.options.maxQueued) return reject(new ReaderBusy('full'))
      const queued: Queued = {
        start,
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(queued), 1)
          reject(new ReaderBusy('waited'))
        }, this.options.maxWaitMs),
      }
      queued.timer.unref()
      this.queue.push(queued)
    })
  }

  /** Ends every thread (tests; the process ends them anyway). */
  async close(): Promise<void> {
    await Promise.all(this.threads.splice(0).map((t) => t.worker.terminate()))
  }

  private freeThread(): Thread | undefined {
    const free = this.threads.find((t) => !t.busy)
    if (free) return free
    if (this.threads.length >= this.options.threads) return undefined
    const thread: Thread = { worker: this.spawn(), busy: false }
    this.threads.push(thread)
    return thread
  }

  private spawn(): Worker {
    const built = fs.existsSync(BUILT_WORKER)
    const worker = new Worker(built ? BUILT_WORKER : BOOT, {
      workerData: built ? {} : { entry: SOURCE_ENTRY },
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb },
    })
    // Always heard, so a thread that dies between tasks is only forgotten (an unheard 'error' would end the process).
    const forget = () => {
      const i = this.threads.findIndex((t) => t.worker === worker)
      if (i >= 0) this.threads.splice(i, 1)
    }
    worker.on('error', forget)
    worker.on('exit', forget)
    // Idle threads do not keep the process alive; a running task references its thread (start).
    worker.unref()
    return worker
  }

  private start<T>(task: Task<T>, resolve: (v: T) => void, reject: (e: Error) => void): void {
    const thread = this.freeThread()!
    thread.busy = true
    const { worker } = thread
    const id = this.nextId++
    worker.ref()
    const finish = (settle: () => void, retire = false) => {
      clearTimeout(timer)
      worker.off('message', onMessage)
      worker.off('error', onError)
      worker.off('exit', onExit)
      worker.unref()
      if (retire) this.retire(thread)
      else thread.busy = false
      settle()
      this.next()
    }
    const onMessage = (m: Record<string, unknown>) => {
      if (m.id !== id) return
      let outcome
      try {
        outcome = task.receive(m)
      } catch (err) {
        outcome = { failed: err as Error }
      }
      if (!outcome) return
      if ('done' in outcome) finish(() => resolve(outcome.done))
      else finish(() => reject(outcome.failed))
    }
    const onError = (err: Error) => finish(() => reject(new ReaderFailed(`upload reader failed: ${err.message}`, { cause: err })), true)
    const onExit = (code: number) => finish(() => reject(new ReaderFailed(`upload reader exited (${code})`)), true)
    const timer = setTimeout(
      () => finish(() => reject(new ReaderFailed(`upload reader ran past ${this.options.maxRunMs} ms`)), true),
      this.options.maxRunMs,
    )
    worker.on('message', onMessage)
    worker.on('error', onError)
    worker.on('exit', onExit)
    worker.postMessage({ ...task.message, id }, task.transfer ?? [])
  }

  /** A thread that failed is ended and forgotten; the next task gets a new one. */
  private retire(thread: Thread): void {
    const i = this.threads.indexOf(thread)
    if (i >= 0) this.threads.splice(i, 1)
    void thread.worker.terminate().catch(() => undefined)
  }

  private next(): void {
    while (this.queue.length > 0 && this.freeThread()) {
      const queued = this.queue.shift()!
      clearTimeout(queued.timer)
      queued.start()
    }
  }
}
