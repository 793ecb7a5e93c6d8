import type { BadLine } from '../../../shared/api/tracking'
import { unavailable } from '../../http'
import { ReaderBusy, readOffThread } from '../../lib/upload-reader'
import { decodeParsed, type ParsedLog } from './columns'

/** A log as read: its format, its valid lines (parsed) and their stored form (encoded), the refused lines, the file. */
export interface ReadLog {
  format: 'csv' | 'ndjson'
  parsed: ParsedLog
  encoded: Buffer
  badLineCount: number
  badLines: BadLine[]
  /** The file's bytes, handed back by the reader (the body given is left empty when it was moved). */
  bytes: Buffer
}

const asBuffer = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength)

/**
 * parseTrackingLog (./parse.ts) in the upload reader's threads (server/upload-worker.ts; SECURITY.md item 36): a log
 * of 20 MB is seconds of parsing, which the event loop must not spend; the body is moved there and back, not copied.
 * 503/113 with Retry-After when no thread was free in time.
 */
export async function readTrackingLog(body: Buffer): Promise<ReadLog> {
  type Sent = Omit<ReadLog, 'parsed' | 'encoded' | 'bytes'> & { encoded: Uint8Array; bytes: Uint8Array }
  let sent: Sent
  try {
    sent = await readOffThread<Sent>('trackingLog', body, true)
  } catch (err) {
    if (err instanceof ReaderBusy) unavailable()
    throw err
  }
  const encoded = asBuffer(sent.encoded)
  return { ...sent, encoded, parsed: decodeParsed(encoded), bytes: asBuffer(sent.bytes) }
}
