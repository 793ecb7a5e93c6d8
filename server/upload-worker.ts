import { setPriority } from 'node:os'
import { parentPort } from 'node:worker_threads'
import { readSpreadsheet, SpreadsheetRefused } from './lib/spreadsheet'
import { encodeParsed } from './modules/tracking/columns'
import { parseTrackingLog } from './modules/tracking/parse'

/**
 * The upload reader's thread (server/lib/upload-reader: the pool that starts it; SECURITY.md item 36): reads the
 * uploaded files the API gives it, off the event loop. An entry of its own like server/index.ts (the build bundles
 * it as dist/server/upload-worker.js), so it may name what the modules read.
 *
 * - `{ id, kind: 'spreadsheet', bytes }`: the rows in messages of ROWS_PER_MESSAGE (`{ id, rows }`, so the event
 *   loop takes them in small steps), then `{ id, done: true }`; or `{ id, refused: reason }`.
 * - `{ id, kind: 'trackingLog', bytes }`: `{ id, done: true, result }`: the parse's answer with its columns in their
 *   stored form (`encoded`), and the file's `bytes` handed back; both moved, not copied.
 * Anything else that goes wrong answers `{ id, error: message }`.
 */

/** Rows per message: a few thousand cells, each message taken by the main thread in a millisecond or so. */
const ROWS_PER_MESSAGE = 500

const port = parentPort!

// Below the event loop's priority: on a busy machine the reader waits for a core, not the API's requests. On Linux a
// thread's nice value is its own, so this lowers this thread only; elsewhere it may lower nothing, or be refused.
try {
  setPriority(10)
} catch {
  // Not allowed here: the thread runs at the process's priority.
}

async function handle(m: { id: number; kind: string; bytes: Uint8Array }): Promise<void> {
  const { id, bytes } = m
  if (m.kind === 'spreadsheet') {
    let rows
    try {
      rows = await readSpreadsheet(bytes)
    } catch (err) {
      if (err instanceof SpreadsheetRefused) return port.postMessage({ id, refused: err.reason })
      throw err
    }
    for (let i = 0; i < rows.length; i += ROWS_PER_MESSAGE) port.postMessage({ id, rows: rows.slice(i, i + ROWS_PER_MESSAGE) })
    return port.postMessage({ id, done: true })
  }
  if (m.kind === 'trackingLog') {
    const { parsed, ...log } = parseTrackingLog(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'))
    // The stored form of the columns (decodeParsed reads it back as a view), and the file's bytes handed back.
    const encoded = encodeParsed(parsed)
    const result = { ...log, encoded, bytes }
    return port.postMessage({ id, done: true, result }, [encoded.buffer as ArrayBuffer, bytes.buffer as ArrayBuffer])
  }
  port.postMessage({ id, error: `unknown task ${m.kind}` })
}

port.on('message', (m: { id: number; kind: string; bytes: Uint8Array }) => {
  handle(m).catch((err: unknown) => port.postMessage({ id: m.id, error: err instanceof Error ? err.message : String(err) }))
})
