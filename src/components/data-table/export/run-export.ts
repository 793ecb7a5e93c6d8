import { RC } from '@shared/response-codes'
import { apiStream, type ActionSource, type ApiAnswer, type StreamAnswer } from '@/lib/api'
import type { FromWorker, ToWorker } from './protocol'
import { ExportStreamError, type ExportConfig } from './session'

export type ExportPhase = 'connecting' | 'streaming' | 'building'

export interface ExportProgress {
  phase: ExportPhase
  done: number
  total: number | null
  /** The total is the server's estimate. */
  estimated?: boolean
}

export interface ExportRequest {
  endpoint: string
  /** The table's query (paging is ignored by the export endpoints). */
  body: unknown
  source: ActionSource
  config: ExportConfig
  fileName: string
  signal: AbortSignal
  onProgress: (progress: ExportProgress) => void
  /** The worker that writes the file (default: the app's streaming writer); the benchmark passes its comparison writers. */
  worker?: () => Worker
  /** The benchmark's stream instead of the server's. */
  open?: () => Promise<StreamAnswer>
  /** Save the file (default); the benchmark only measures. */
  save?: boolean
}

/** 'restarted': the server shut down mid-stream and said so in its last line; exporting again works. */
export type ExportResult =
  | { kind: 'saved'; rows: number; bytes: number; timings: ExportTimings }
  | { kind: 'refused'; answer: ApiAnswer }
  | { kind: 'cancelled' }
  | { kind: 'restarted' }

/** Milliseconds from the start: first byte of the stream, end of the stream, file ready. */
export interface ExportTimings {
  firstByte: number
  streamed: number
  built: number
  /** Time the worker spent writing the workbook. */
  buildMs: number
}

const exportWorker = (): Worker => new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module', name: 'export' })

/** A chunk's bytes as a transferable buffer (copied only when the chunk is a view into a larger buffer). */
function ownBuffer(chunk: Uint8Array): Uint8Array<ArrayBuffer> {
  const whole = chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength && chunk.buffer instanceof ArrayBuffer
  return whole ? (chunk as Uint8Array<ArrayBuffer>) : chunk.slice()
}

export function saveFile(buffer: ArrayBuffer, fileName: string): void {
  const url = URL.createObjectURL(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.rel = 'noopener'
  a.style.display = 'none'
  document.body.append(a)
  a.click()
  a.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000)
}

/**
 * Exports the whole filtered table: streams the NDJSON answer and forwards its chunks, untouched and transferred, to
 * the export worker, which parses, formats and writes the xlsx. The main thread only reads and forwards, so it
 * stays responsive. Aborting `signal` (Cancel) aborts the fetch and terminates the worker: no file is saved.
 */
export async function runExport(req: ExportRequest): Promise<ExportResult> {
  const started = performance.now()
  const timings: ExportTimings = { firstByte: 0, streamed: 0, built: 0, buildMs: 0 }
  req.onProgress({ phase: 'connecting', done: 0, total: null })
  const worker = (req.worker ?? exportWorker)()
  const post = (message: ToWorker, transfer: Transferable[] = []) => worker.postMessage(message, transfer)

  let settle!: { resolve: (r: { buffer: ArrayBuffer; rows: number; buildMs: number }) => void; reject: (e: unknown) => void }
  let failure: unknown = null
  const finished = new Promise<{ buffer: ArrayBuffer; rows: number; buildMs: number }>((resolve, reject) => {
    settle = {
      resolve,
      reject: (error) => {
        // The worker gave up (bad line, in-band server error): stop reading too.
        failure ??= error
        reject(error)
      },
    }
  })
  // Observed from the start so a worker error before the stream ends is never an unhandled rejection.
  finished.catch(() => {})
  let phase: ExportPhase = 'streaming'
  worker.onmessage = (event: MessageEvent<FromWorker>) => {
    const m = event.data
    if (m.type === 'progress') req.onProgress({ phase, done: m.done, total: m.total, estimated: m.estimated })
    else if (m.type === 'building') {
      phase = 'building'
      req.onProgress({ phase, done: m.rows, total: m.rows })
    } else if (m.type === 'done') settle.resolve(m)
    else settle.reject(m.responseCode === undefined ? new Error(m.message) : new ExportStreamError(m.responseCode, m.message))
  }
  worker.onerror = (event) => settle.reject(new Error(event.message || 'The export worker failed'))
  const onAbort = () => {
    worker.terminate()
    settle.reject(new DOMException('Cancelled', 'AbortError'))
  }
  req.signal.addEventListener('abort', onAbort, { once: true })

  try {
    post({ type: 'start', config: req.config })
    const opened = req.open ? await req.open() : await apiStream(req.endpoint, req.body, { source: req.source, signal: req.signal })
    if ('answer' in opened) return { kind: 'refused', answer: opened.answer }
    const reader = opened.stream.getReader()
    req.signal.addEventListener('abort', () => void reader.cancel().catch(() => {}), { once: true })
    for (let first = true; ; first = false) {
      const { done, value } = await reader.read()
      if (req.signal.aborted) return { kind: 'cancelled' }
      if (failure) {
        void reader.cancel().catch(() => {})
        throw failure
      }
      if (done) break
      if (first) timings.firstByte = performance.now() - started
      const bytes = ownBuffer(value)
      post({ type: 'chunk', bytes }, [bytes.buffer])
    }
    timings.streamed = performance.now() - started
    post({ type: 'end' })
    const result = await finished
    timings.built = performance.now() - started
    timings.buildMs = result.buildMs
    if (req.save !== false) saveFile(result.buffer, req.fileName)
    return { kind: 'saved', rows: result.rows, bytes: result.buffer.byteLength, timings }
  } catch (error) {
    if (req.signal.aborted) return { kind: 'cancelled' }
    if (error instanceof ExportStreamError && error.responseCode === RC.SERVER_RESTARTED) return { kind: 'restarted' }
    throw error
  } finally {
    req.signal.removeEventListener('abort', onAbort)
    worker.terminate()
  }
}
