import type { ExportConfig } from './session'

/** Messages to the export worker. */
export type ToWorker = { type: 'start'; config: ExportConfig } | { type: 'chunk'; bytes: Uint8Array } | { type: 'end' }

/** Messages from the export worker. */
export type FromWorker =
  | { type: 'progress'; done: number; total: number | null; estimated: boolean }
  | { type: 'building'; rows: number }
  | { type: 'done'; buffer: ArrayBuffer; rows: number; buildMs: number }
  /** `responseCode`: the server's error line, when the stream ended with one. */
  | { type: 'error'; message: string; responseCode?: number }
