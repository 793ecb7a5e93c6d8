import { refuse, type SheetCell, type SheetLimits } from './refusal'
import { type RowCollector, MAX_ROW_POSITIONS } from './rows'
import { serialDay, STYLE_DATE, STYLE_PERCENT } from './styles'
import { CLOSE, END, OPEN, TEXT, unescapeOoxml, XmlScanner } from './xml'

/** A worksheet's XML read into rows, and the shared strings its cells point at. */

/** Excel's last column (XFD). */
const MAX_COLUMN_POSITIONS = 16_384

/**
 * The shared strings (`<si>`): plain `<t>` or rich text runs `<r><t>`, phonetic runs (`<rPh>`) left out. Their count
 * and their characters are checked as the XML is scanned, before each string is built (SECURITY.md item 36).
 */
export function readSharedStrings(xml: string, limits: SheetLimits): string[] {
  const { maxSharedStrings, maxTextChars } = limits
  const strings: string[] = []
  const scanner = new XmlScanner(xml)
  let parts: string[] | null = null
  let chars = 0
  let inText = false
  let phonetic = 0
  for (let event = scanner.next(); event !== END; event = scanner.next()) {
    if (event === TEXT) {
      if (inText && parts && phonetic === 0) {
        const text = scanner.text()
        chars += text.length
        if (chars > maxTextChars) refuse('tooMuchText')
        parts.push(text)
      }
    } else if (event === OPEN) {
      const name = scanner.name
      if (name === 'sst') {
        // The count the writer declares, when it declares one, refuses a file at once; the scan checks the rest.
        const declared = wholeNumber(scanner.attr('uniqueCount') ?? '')
        if (declared > maxSharedStrings) refuse('tooManyCells')
      } else if (name === 'si') {
        if (strings.length >= maxSharedStrings) refuse('tooManyCells')
        if (scanner.selfClosing) strings.push('')
        else parts = []
      } else if (name === 't') inText = !scanner.selfClosing
      else if (name === 'rPh' && !scanner.selfClosing) phonetic++
    } else if (event === CLOSE) {
      const name = scanner.name
      if (name === 't') inText = false
      else if (name === 'rPh') phonetic = Math.max(0, phonetic - 1)
      else if (name === 'si' && parts) {
        strings.push(unescapeOoxml(parts.join('')))
        parts = null
      }
    }
  }
  return strings
}

export interface SheetContext {
  shared: readonly string[]
  /** How each cell style shows its number (styles.ts: STYLE_PLAIN, STYLE_DATE, STYLE_PERCENT). */
  styles: Uint8Array
  date1904: boolean
  limits: SheetLimits
}

/** A whole number written in decimal digits only (at most 10 of them); NaN otherwise. */
function wholeNumber(text: string): number {
  if (text.length === 0 || text.length > 10) return NaN
  let n = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) - 48
    if (c < 0 || c > 9) return NaN
    n = n * 10 + c
  }
  return n
}

/** A positive whole number of at most `max`; NaN otherwise. */
function positiveInt(text: string, max: number): number {
  const n = wholeNumber(text)
  return n >= 1 && n <= max ? n : NaN
}

/** The column (0 for A) of a cell reference such as `C5` or `$AB$12`. */
function columnOf(ref: string): number {
  let col = 0
  let i = ref.charCodeAt(0) === 36 /* $ */ ? 1 : 0
  const start = i
  for (; i < ref.length && i - start < 4; i++) {
    const c = ref.charCodeAt(i) | 0x20
    if (c < 97 || c > 122) break
    col = col * 26 + (c - 96)
  }
  if (i === start || col > MAX_COLUMN_POSITIONS) refuse('malformed')
  return col - 1
}

const POWERS_OF_TEN = Array.from({ length: 23 }, (_, i) => 10 ** i)

/** A decimal number as Excel writes one: sign, digits, a fraction, an exponent (linear: no nested quantifiers). */
const DECIMAL = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/

/** A number as Excel writes it in `<v>`; anything else is refused. */
function numberOf(text: string): number {
  // The common case by hand: [-]digits[.digits] with at most 15 digits is exactly digits / 10^fraction, one rounding,
  // the same number Number() gives.
  let i = text.charCodeAt(0) === 45 /* - */ ? 1 : 0
  let mantissa = 0
  let digits = 0
  let fraction = -1
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 48 && c <= 57) {
      mantissa = mantissa * 10 + (c - 48)
      digits++
      if (fraction >= 0) fraction++
    } else if (c === 46 /* . */ && fraction < 0) fraction = 0
    else break
  }
  if (i === text.length && digits > 0 && digits <= 15) {
    const n = fraction > 0 ? mantissa / POWERS_OF_TEN[fraction]! : mantissa
    return text.charCodeAt(0) === 45 ? -n : n
  }
  // Decimal notation only (Number() would also take '0x10', ' 1 ' and 'Infinity').
  if (!DECIMAL.test(text)) refuse('malformed')
  const n = Number(text)
  if (!Number.isFinite(n)) refuse('malformed')
  return n
}

/** A cell's value from its type (`t`), style and the text of its `<v>` or inline string. */
function cellValue(ctx: SheetContext, type: string | null, style: number, v: string | null, inline: string | null): SheetCell {
  switch (type) {
    case null:
    case 'n': {
      if (v === null || v === '') return null
      const n = numberOf(v)
      const kind = ctx.styles[style]
      if (kind === STYLE_DATE) return serialDay(n, ctx.date1904) ?? n
      // A percentage as the sheet shows it ("5%" for 0.05), so a tax rate of 5 % reads as 5.
      if (kind === STYLE_PERCENT) return `${Number((n * 100).toPrecision(12))}%`
      return n
    }
    case 's': {
      if (v === null) return null
      const index = wholeNumber(v)
      if (!(index < ctx.shared.length)) refuse('malformed')
      return ctx.shared[index]!
    }
    case 'inlineStr':
      return inline ?? (v === null ? null : unescapeOoxml(v))
    case 'str':
      return v === null ? null : unescapeOoxml(v)
    case 'b':
      if (v === null || v === '') return null
      if (v === '1' || v.toLowerCase() === 'true') return true
      if (v === '0' || v.toLowerCase() === 'false') return false
      return refuse('malformed')
    case 'e':
      return null
    case 'd':
      // An ISO 8601 date cell (strict OOXML): its day.
      if (v === null || v === '') return null
      if (!/^\d{4}-\d{2}-\d{2}/.test(v)) refuse('malformed')
      return v.slice(0, 10)
    default:
      return refuse('malformed')
  }
}

/** Reads `<sheetData>` row by row into `rows`, which stops the reading at the first row past the limits. */
export function readSheet(xml: string, ctx: SheetContext, rows: RowCollector): void {
  new SheetReader(xml, ctx, rows).read()
}

class SheetReader {
  private readonly scanner: XmlScanner
  private readonly maxColumns: number
  private readonly maxCellChars: number
  /** Cells met so far (every `<c>`) and the characters of the texts kept, against maxCells and maxTextChars. */
  private cellCount = 0
  private chars = 0
  /** The row being read (null between rows), its index and the column of its last cell. */
  private cells: SheetCell[] | null = null
  private rowIndex = -1
  private col = -1
  /** The cell being read: its type, style, `<v>` text and inline string. */
  private inCell = false
  private type: string | null = null
  private style = 0
  private v: string | null = null
  private inV = false
  private inline: string | null = null
  private inText = false
  private phonetic = 0

  constructor(
    xml: string,
    private readonly ctx: SheetContext,
    private readonly rows: RowCollector,
  ) {
    this.scanner = new XmlScanner(xml)
    this.maxColumns = ctx.limits.maxColumns
    this.maxCellChars = ctx.limits.maxCellChars
  }

  read(): void {
    const scanner = this.scanner
    let inData = false
    for (let event = scanner.next(); event !== END; event = scanner.next()) {
      if (event === TEXT) {
        if (this.inV) this.v = this.v === '' ? scanner.text() : this.v + scanner.text()
        else if (this.inText && this.inline !== null && this.phonetic === 0) this.inline += scanner.text()
      } else if (!inData) {
        if (event === OPEN && scanner.name === 'sheetData' && !scanner.selfClosing) inData = true
      } else if (event === OPEN) this.open(scanner.name)
      else if (scanner.name === 'sheetData') {
        this.endRow()
        return
      } else this.close(scanner.name)
    }
    // The document ended inside <sheetData>: it was cut short.
    if (inData) refuse('malformed')
  }

  private open(name: string): void {
    const scanner = this.scanner
    if (name === 'c') this.startCell()
    else if (name === 'row') {
      this.endRow()
      const r = scanner.attr('r')
      const index = r === null ? this.rowIndex + 1 : positiveInt(r, MAX_ROW_POSITIONS) - 1
      if (!(index > this.rowIndex)) refuse('malformed')
      this.rowIndex = index
      this.col = -1
      this.cells = []
      if (scanner.selfClosing) this.endRow()
    } else if (!this.inCell) return
    else if (name === 'v') {
      this.v = ''
      this.inV = !scanner.selfClosing
    } else if (name === 'is') this.inline ??= ''
    else if (name === 't') this.inText = !scanner.selfClosing && this.inline !== null
    else if (name === 'rPh' && !scanner.selfClosing) this.phonetic++
  }

  private close(name: string): void {
    if (name === 'v') this.inV = false
    else if (name === 't') this.inText = false
    else if (name === 'c') {
      if (this.inCell) this.endCell()
    } else if (name === 'rPh') this.phonetic = Math.max(0, this.phonetic - 1)
    else if (name === 'row') {
      if (this.inCell) this.endCell()
      this.endRow()
    }
  }

  private startCell(): void {
    const scanner = this.scanner
    if (!this.cells) refuse('malformed')
    if (this.inCell) this.endCell()
    if (++this.cellCount > this.ctx.limits.maxCells) refuse('tooManyCells')
    const ref = scanner.attr('r')
    this.col = ref === null ? this.col + 1 : columnOf(ref)
    this.type = scanner.attr('t')
    const s = scanner.attr('s')
    this.style = s === null ? 0 : wholeNumber(s) || 0
    this.v = null
    this.inV = this.inText = false
    this.inline = null
    this.phonetic = 0
    this.inCell = !scanner.selfClosing
  }

  private endCell(): void {
    this.inCell = false
    const inline = this.inline === null ? null : unescapeOoxml(this.inline)
    const value = cellValue(this.ctx, this.type, this.style, this.v, inline)
    if (value === null || value === '') return
    const col = this.col
    if (col >= this.maxColumns) refuse('tooManyColumns')
    if (typeof value === 'string') {
      if (value.length > this.maxCellChars) refuse('malformed')
      // A shared string counts at every cell that uses it: that is what the rows hold (and copy) in the end.
      this.chars += value.length
      if (this.chars > this.ctx.limits.maxTextChars) refuse('tooMuchText')
    }
    const cells = this.cells!
    while (cells.length < col) cells.push(null)
    cells[col] = value
  }

  private endRow(): void {
    if (this.cells) this.rows.put(this.rowIndex, this.cells)
    this.cells = null
  }
}
