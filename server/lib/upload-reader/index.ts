import type { ImportRefusal } from '../../../shared/api/import'
import { type SheetCell, SpreadsheetRefused } from '../spreadsheet'
import { ReaderBusy, ReaderFailed, ReaderPool } from './pool'

export { ReaderBusy, ReaderFailed }

/**
 * Uploads read off the event loop (SECURITY.md item 36), by the process's one pool of reader threads
 * (server/upload-worker.ts runs in them). Each call copies the bytes for the thread, so the caller keeps its own.
 */

let pool: ReaderPool | undefined
const readers = () => (pool ??= new ReaderPool())

/** The bytes copied into a buffer of their own, moved to the thread. */
function own(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes)
}

/** readSpreadsheet (server/lib/spreadsheet) in a reader thread: the rows, or SpreadsheetRefused, ReaderBusy, ReaderFailed. */
export function readSpreadsheetOffThread(bytes: Uint8Array): Promise<SheetCell[][]> {
  const copy = own(bytes)
  const rows: SheetCell[][] = []
  return readers().run<SheetCell[][]>({
    message: { kind: 'spreadsheet', bytes: copy },
    transfer: [copy.buffer as ArrayBuffer],
    receive(m) {
      if (Array.isArray(m.rows)) {
        for (const row of m.rows as SheetCell[][]) rows.push(row)
        return undefined
      }
      if (m.done) return { done: rows }
      if (typeof m.refused === 'string') return { failed: new SpreadsheetRefused(m.refused as ImportRefusal) }
      return { failed: new ReaderFailed(`spreadsheet reader: ${String(m.error)}`) }
    },
  })
}

/** Whether these bytes are the whole of their buffer, so moving it to a thread takes nothing else along. */
const ownsBuffer = (bytes: Uint8Array) => bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength

/**
 * Runs the reader of this kind (server/upload-worker.ts names them: `trackingLog`) on the bytes in a reader thread and
 * answers its one result; ReaderBusy or ReaderFailed when it cannot. With `move`, bytes that own their buffer are
 * moved to the thread rather than copied (the caller's view is left empty: the reader hands them back in its result).
 */
export function readOffThread<T>(kind: string, bytes: Uint8Array, move = false): Promise<T> {
  const sent = move && ownsBuffer(bytes) ? bytes : own(bytes)
  return readers().run<T>({
    message: { kind, bytes: sent },
    transfer: [sent.buffer as ArrayBuffer],
    receive: (m) => (m.done ? { done: m.result as T } : { failed: new ReaderFailed(`upload reader (${kind}): ${String(m.error)}`) }),
  })
}
