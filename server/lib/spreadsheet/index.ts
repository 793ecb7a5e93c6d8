import { IMPORT_LIMITS } from '../../../shared/api/import'
import { readCsv } from './csv'
import { refuse, type SheetCell, type SheetLimits, SpreadsheetRefused } from './refusal'
import { readXlsx } from './xlsx'
import { isZip } from './zip'

/**
 * The spreadsheet reader of uploaded files (SECURITY.md 17 and 18): xlsx and CSV, told apart by their bytes, read by
 * our own code (no parser with prototype-pollution or ReDoS advisories) within the import's limits. Anything wrong
 * with the file is a SpreadsheetRefused with its reason, never another error.
 */

export { SpreadsheetRefused, type SheetCell, type SheetLimits }

/** An OLE compound file: an old .xls, or an xlsx encrypted with a password. */
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
/** "EncryptedPackage" in UTF-16LE, the stream name of an encrypted xlsx. */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le')

const utf8 = new TextDecoder('utf-8', { fatal: true })

function isCfb(bytes: Uint8Array): boolean {
  return bytes.length >= CFB_MAGIC.length && CFB_MAGIC.every((b, i) => bytes[i] === b)
}

/**
 * Whether the reader takes these bytes for CSV text: neither an xlsx's zip nor an OLE file (an old .xls, an encrypted
 * xlsx). The import reads text only from a file named .csv (server/lib/import/check.ts).
 */
export function readsAsText(bytes: Uint8Array): boolean {
  return !isZip(bytes) && !isCfb(bytes)
}

function readText(bytes: Uint8Array): string {
  if (bytes.includes(0)) refuse('notSpreadsheet')
  try {
    // The decoder drops a leading byte order mark.
    return utf8.decode(bytes)
  } catch {
    return refuse('notSpreadsheet')
  }
}

/** The first worksheet's rows (header row included) as cells; trailing empty rows and trailing empty cells dropped; empty rows inside kept as []. */
export async function readSpreadsheet(bytes: Uint8Array, limits: SheetLimits = IMPORT_LIMITS): Promise<SheetCell[][]> {
  try {
    if (bytes.length === 0) refuse('notSpreadsheet')
    if (isZip(bytes)) return await readXlsx(bytes, limits)
    if (isCfb(bytes))
      refuse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(ENCRYPTED_PACKAGE) ? 'encrypted' : 'notSpreadsheet')
    return readCsv(readText(bytes), limits)
  } catch (error) {
    if (error instanceof SpreadsheetRefused) throw error
    throw new SpreadsheetRefused('malformed', { cause: error })
  }
}
