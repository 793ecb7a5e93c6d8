import { refuse, type SheetCell, type SheetLimits } from './refusal'
import { RowCollector } from './rows'

/**
 * CSV (RFC 4180): quoted fields with "" for a quote and line breaks inside, CR LF, LF or CR line ends. The delimiter is
 * a comma unless the first line has more semicolons or tabs (outside quotes). Every cell is text; empty is null.
 */

const QUOTE = 34
const CR = 13
const LF = 10
const COMMA = 44
const SEMICOLON = 59
const TAB = 9

/** The delimiter the first line uses most: ',' unless ';' or a tab outnumbers it. */
export function detectDelimiter(text: string): number {
  let commas = 0
  let semicolons = 0
  let tabs = 0
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) quoted = !quoted
    else if (quoted) continue
    else if (c === LF || c === CR) break
    else if (c === COMMA) commas++
    else if (c === SEMICOLON) semicolons++
    else if (c === TAB) tabs++
  }
  if (semicolons <= commas && tabs <= commas) return COMMA
  return tabs > semicolons ? TAB : SEMICOLON
}

export function readCsv(text: string, limits: SheetLimits): SheetCell[][] {
  const { maxColumns, maxCellChars, maxCells, maxTextChars } = limits
  const delimiter = detectDelimiter(text)
  const rows = new RowCollector(limits)
  const n = text.length
  let i = 0
  let rowIndex = 0
  /** Fields met (empty ones too) and characters kept, against maxCells and maxTextChars. */
  let fields = 0
  let chars = 0
  while (i < n) {
    const cells: SheetCell[] = []
    /** Empty fields not yet pushed: only pushed when a field with text follows. */
    let pendingNulls = 0
    let endOfRow = false
    while (!endOfRow) {
      let value: string
      if (text.charCodeAt(i) === QUOTE) {
        const parts: string[] = []
        let length = 0
        let from = i + 1
        for (;;) {
          const q = text.indexOf('"', from)
          if (q < 0) refuse('malformed')
          // An escaped quote ("") counts as the one character it stands for.
          length += q + 1 - from
          if (length > maxCellChars + 1) refuse('malformed')
          if (text.charCodeAt(q + 1) === QUOTE) {
            parts.push(text.slice(from, q + 1))
            from = q + 2
            continue
          }
          parts.push(text.slice(from, q))
          i = q + 1
          break
        }
        // Text after the closing quote (not RFC 4180, but common) is kept as written.
        const rest = i
        while (i < n && !isEnd(text.charCodeAt(i), delimiter)) i++
        if (i > rest) parts.push(text.slice(rest, i))
        value = parts.length === 1 ? parts[0]! : parts.join('')
      } else {
        const start = i
        while (i < n && !isEnd(text.charCodeAt(i), delimiter)) i++
        value = text.slice(start, i)
      }
      if (value.length > maxCellChars) refuse('malformed')
      if (++fields > maxCells) refuse('tooManyCells')
      chars += value.length
      if (chars > maxTextChars) refuse('tooMuchText')
      if (value === '') pendingNulls++
      else {
        if (cells.length + pendingNulls >= maxColumns) refuse('tooManyColumns')
        for (; pendingNulls > 0; pendingNulls--) cells.push(null)
        cells.push(value)
      }
      const c = text.charCodeAt(i)
      if (c === delimiter) i++
      else {
        endOfRow = true
        if (c === CR) i += text.charCodeAt(i + 1) === LF ? 2 : 1
        else if (c === LF) i++
      }
    }
    rows.put(rowIndex++, cells)
  }
  return rows.rows
}

function isEnd(c: number, delimiter: number): boolean {
  return c === delimiter || c === LF || c === CR
}
