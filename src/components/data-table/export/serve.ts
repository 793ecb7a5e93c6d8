import type { FromWorker, ToWorker } from './protocol'
import { ExportSession, ExportStreamError, type WorkbookWriter } from './session'

/** The worker's side of the messages (kept minimal: the app's TypeScript lib is the DOM's, not the worker's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null
  postMessage(message: FromWorker, transfer?: Transferable[]): void
}

const PROGRESS_EVERY_MS = 100

/**
 * Runs an export worker with a writer: receives the stream's chunks, reports progress (at most every 100 ms), and
 * answers the finished file as a transferred ArrayBuffer.
 */
export function serveExport(scope: WorkerScope, writer: WorkbookWriter): void {
  let session: ExportSession | null = null
  let lastReport = 0
  const fail = (error: unknown) => {
    session = null
    const message = error instanceof Error ? error.message : String(error)
    scope.postMessage({ type: 'error', message, ...(error instanceof ExportStreamError ? { responseCode: error.responseCode } : {}) })
  }
  scope.onmessage = (event) => {
    const message = event.data
    try {
      switch (message.type) {
        case 'start':
          session = new ExportSession(message.config, writer)
          return
        case 'chunk': {
          if (!session) return
          session.push(message.bytes)
          const now = performance.now()
          if (now - lastReport >= PROGRESS_EVERY_MS) {
            lastReport = now
            scope.postMessage({ type: 'progress', done: session.done, total: session.total, estimated: session.estimated })
          }
          return
        }
        case 'end': {
          const current = session
          if (!current) return
          current.end()
          scope.postMessage({ type: 'progress', done: current.done, total: current.done, estimated: false })
          scope.postMessage({ type: 'building', rows: current.done })
          const started = performance.now()
          current
            .write()
            .then(
              (buffer) => scope.postMessage({ type: 'done', buffer, rows: current.done, buildMs: performance.now() - started }, [buffer]),
              fail,
            )
          return
        }
      }
    } catch (error) {
      fail(error)
    }
  }
}
