import { TRACKING_FIELDS, type TrackingField } from '../../../shared/api/tracking'

/**
 * The parsed form of a log, kept in storage beside the original (`<id>.bin`): the valid lines sorted by time, column
 * by column as 64-bit floats, so a page of lines or a window of a series is a slice, with no text to parse again.
 *
 * Layout: 4 bytes little-endian header length, the header (JSON: n, faults), zero padding to a multiple of 8, then
 * COLUMN_COUNT columns of n doubles: time (Unix ms), latitude, longitude, the seven series, fault (0 none, else the
 * 1-based index in `faults`), line number in the file.
 */
/** The line's fields in the CSV's order, the fault code stored as an index into `faults`. */
const VALUE_COLUMNS = TRACKING_FIELDS.filter((f): f is Exclude<TrackingField, 'faultCode'> => f !== 'faultCode')
export const COLUMNS = [...VALUE_COLUMNS, 'fault', 'line'] as const
export type Column = (typeof COLUMNS)[number]
export const COLUMN_COUNT = COLUMNS.length

export interface ParsedLog {
  n: number
  faults: string[]
  /** Column-major: column c is data[c*n .. c*n+n). */
  data: Float64Array
}

export const columnIndex = (c: Column) => COLUMNS.indexOf(c)

/** One column of the log (a view, no copy). */
export function column(log: ParsedLog, c: Column): Float64Array {
  const i = columnIndex(c)
  return log.data.subarray(i * log.n, (i + 1) * log.n)
}

export function encodeParsed(log: ParsedLog): Buffer {
  const header = Buffer.from(JSON.stringify({ n: log.n, faults: log.faults }))
  const start = Math.ceil((4 + header.length) / 8) * 8
  const out = Buffer.alloc(start + log.data.byteLength)
  out.writeUInt32LE(header.length, 0)
  header.copy(out, 4)
  Buffer.from(log.data.buffer, log.data.byteOffset, log.data.byteLength).copy(out, start)
  return out
}

export function decodeParsed(bytes: Buffer): ParsedLog {
  const len = bytes.readUInt32LE(0)
  const { n, faults } = JSON.parse(bytes.subarray(4, 4 + len).toString('utf8')) as { n: number; faults: string[] }
  const start = Math.ceil((4 + len) / 8) * 8
  // A view when the columns sit on an 8-byte boundary (a large read-back buffer does); else a copy, since a small
  // Node Buffer may sit at any offset of its pool.
  const at = bytes.byteOffset + start
  if (at % 8 === 0) return { n, faults, data: new Float64Array(bytes.buffer, at, n * COLUMN_COUNT) }
  const data = new Float64Array(n * COLUMN_COUNT)
  new Uint8Array(data.buffer).set(bytes.subarray(start, start + data.byteLength))
  return { n, faults, data }
}
