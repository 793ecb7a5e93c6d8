import { SheetDate, SheetMoney, type CellValue } from '../cells'
import { DATE_TIME_STYLE, DAY_STYLE, escapeXml, MONEY_STYLE, MAIN_NS, packageFiles, REL_NS, XML_HEAD } from './xlsx-package'
import type { SheetSpec, WorkbookSink } from '../session'

/**
 * A streaming xlsx writer: each row becomes sheet XML the moment it arrives and goes straight into the platform's
 * deflate (CompressionStream 'deflate-raw', native code), so the file is nearly done when the stream ends. Writes
 * only what the export needs: inline strings, numbers, dates (numbers with a dd/mm/yyyy format), a bold frozen header row and column widths. Works in the
 * worker and in Node (the unit tests read its files back).
 *
 * Chosen over `xlsx` and `write-excel-file` by measurement (README, Performance): both build the whole sheet XML
 * in JavaScript at the end, then zip it with a JavaScript deflate.
 */

/** Excel's limit for one cell's text. */
const MAX_CELL_TEXT = 32_767
/** Text gathered before it is encoded and compressed. */
const FLUSH_CHARS = 1 << 18

/** A, B, …, Z, AA, … */
export { escapeXml }

export function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

const CRC_TABLE = (() => {
  const table = new Int32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c
  }
  return table
})()

function crc32(crc: number, bytes: Uint8Array): number {
  let c = ~crc
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8)
  return ~c >>> 0
}

const encoder = new TextEncoder()

/** One file of the zip: its bytes compressed as they come, with the CRC and sizes the headers need. */
class ZipEntry {
  crc = 0
  size = 0
  readonly chunks: Uint8Array[] = []
  private readonly writer: WritableStreamDefaultWriter<BufferSource> | null
  private readonly drained: Promise<void>

  constructor(
    readonly name: string,
    readonly compressed: boolean,
  ) {
    if (!compressed) {
      this.writer = null
      this.drained = Promise.resolve()
      return
    }
    const stream = new CompressionStream('deflate-raw')
    this.writer = stream.writable.getWriter()
    const reader = stream.readable.getReader()
    this.drained = (async () => {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        this.chunks.push(value)
      }
    })()
  }

  write(text: string): void {
    if (!text) return
    const bytes = encoder.encode(text)
    this.crc = crc32(this.crc, bytes)
    this.size += bytes.length
    if (this.writer) void this.writer.write(bytes).catch(() => {})
    else this.chunks.push(bytes)
  }

  async close(): Promise<void> {
    if (this.writer) await this.writer.close()
    await this.drained
  }

  get compressedSize(): number {
    return this.chunks.reduce((n, c) => n + c.length, 0)
  }
}

/** One worksheet being written. */
class SheetWriter {
  private buffer = ''
  private rowNumber = 0
  private readonly names: string[]

  constructor(
    readonly entry: ZipEntry,
    spec: SheetSpec,
  ) {
    this.names = spec.header.map((_, i) => columnName(i))
    const cols = spec.widths?.length
      ? `<cols>${spec.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${Math.max(4, Math.min(80, w)).toFixed(1)}" customWidth="1"/>`).join('')}</cols>`
      : ''
    this.buffer =
      `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
      `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
      `${cols}<sheetData>`
    this.row(spec.header, 1)
  }

  row(cells: readonly CellValue[], style = 0): void {
    const r = ++this.rowNumber
    const s = style ? ` s="${style}"` : ''
    let xml = `<row r="${r}">`
    for (let i = 0; i < cells.length; i++) {
      const v = cells[i]
      if (v === null || v === undefined || v === '') continue
      const ref = this.names[i] ?? columnName(i)
      if (typeof v === 'number') {
        if (Number.isFinite(v)) xml += `<c r="${ref}${r}"${s}><v>${v}</v></c>`
        continue
      }
      if (v instanceof SheetDate) {
        xml += `<c r="${ref}${r}" s="${v.day ? DAY_STYLE : DATE_TIME_STYLE}"><v>${v.serial}</v></c>`
        continue
      }
      if (v instanceof SheetMoney) {
        if (Number.isFinite(v.rupees)) xml += `<c r="${ref}${r}" s="${MONEY_STYLE}"><v>${v.rupees}</v></c>`
        continue
      }
      let text = String(v)
      if (text.length > MAX_CELL_TEXT) text = text.slice(0, MAX_CELL_TEXT)
      const space = text.trim() !== text || text.includes('\n') ? ' xml:space="preserve"' : ''
      xml += `<c r="${ref}${r}"${s} t="inlineStr"><is><t${space}>${escapeXml(text)}</t></is></c>`
    }
    this.buffer += `${xml}</row>`
    if (this.buffer.length >= FLUSH_CHARS) this.flush()
  }

  flush(): void {
    this.entry.write(this.buffer)
    this.buffer = ''
  }

  async close(): Promise<void> {
    this.buffer += '</sheetData></worksheet>'
    this.flush()
    await this.entry.close()
  }
}

/** DOS date and time of `d` for the zip headers. */
function dosDateTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    date: ((Math.max(1980, d.getFullYear()) - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  }
}

/** Lays the entries out as a zip file: local headers and data, the central directory, its end record. */
function zip(entries: readonly ZipEntry[], now: Date): ArrayBuffer {
  const { time, date } = dosDateTime(now)
  const names = entries.map((e) => encoder.encode(e.name))
  const sizes = entries.map((e) => e.compressedSize)
  const localTotal = entries.reduce((n, _, i) => n + 30 + names[i]!.length + sizes[i]!, 0)
  const centralTotal = entries.reduce((n, _, i) => n + 46 + names[i]!.length, 0)
  const out = new Uint8Array(localTotal + centralTotal + 22)
  const view = new DataView(out.buffer)
  let p = 0
  const offsets: number[] = []
  const header = (e: ZipEntry, i: number, central: boolean) => {
    const method = e.compressed ? 8 : 0
    if (central) {
      view.setUint32(p, 0x02014b50, true)
      view.setUint16(p + 4, 20, true)
      p += 2
    } else view.setUint32(p, 0x04034b50, true)
    view.setUint16(p + 4, 20, true)
    view.setUint16(p + 6, 0x0800, true)
    view.setUint16(p + 8, method, true)
    view.setUint16(p + 10, time, true)
    view.setUint16(p + 12, date, true)
    view.setUint32(p + 14, e.crc, true)
    view.setUint32(p + 18, sizes[i]!, true)
    view.setUint32(p + 22, e.size, true)
    view.setUint16(p + 26, names[i]!.length, true)
    view.setUint16(p + 28, 0, true)
    if (central) {
      // comment length, disk, internal and external attributes, then the local header's offset
      view.setUint16(p + 30, 0, true)
      view.setUint16(p + 32, 0, true)
      view.setUint16(p + 34, 0, true)
      view.setUint32(p + 36, 0, true)
      view.setUint32(p + 40, offsets[i]!, true)
      out.set(names[i]!, p + 44)
      p += 44 + names[i]!.length
    } else {
      out.set(names[i]!, p + 30)
      p += 30 + names[i]!.length
    }
  }
  entries.forEach((e, i) => {
    offsets.push(p)
    header(e, i, false)
    for (const chunk of e.chunks) {
      out.set(chunk, p)
      p += chunk.length
    }
  })
  const centralStart = p
  entries.forEach((e, i) => header(e, i, true))
  view.setUint32(p, 0x06054b50, true)
  view.setUint16(p + 8, entries.length, true)
  view.setUint16(p + 10, entries.length, true)
  view.setUint32(p + 12, p - centralStart, true)
  view.setUint32(p + 16, centralStart, true)
  return out.buffer
}

/** The streaming workbook: rows go out as they come; `finish` closes the sheets and lays out the zip. */
export function createStreamingWorkbook(sheets: readonly SheetSpec[]): WorkbookSink {
  const writers = sheets.map((spec, i) => new SheetWriter(new ZipEntry(`xl/worksheets/sheet${i + 1}.xml`, true), spec))
  return {
    add(sheet, cells) {
      writers[sheet]!.row(cells)
    },
    async finish() {
      await Promise.all(writers.map((w) => w.close()))
      const files = packageFiles(sheets.map((s) => s.name)).map(([name, text]) => {
        const entry = new ZipEntry(name, false)
        entry.write(text)
        return entry
      })
      return zip([...files, ...writers.map((w) => w.entry)], new Date())
    },
  }
}
