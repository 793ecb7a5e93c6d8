import { refuse } from './refusal'
import { CLOSE, END, OPEN, XmlScanner } from './xml'

/**
 * Which cell styles show a number as a date (styles.xml: the number format of each `<cellXfs>` entry), and the day a
 * serial number is, in the 1900 or 1904 date system.
 */

/** Excel's built-in number formats that show dates (and times). */
function builtInDate(id: number): boolean {
  return (id >= 14 && id <= 22) || (id >= 27 && id <= 36) || (id >= 45 && id <= 47) || (id >= 50 && id <= 58)
}

/** A format code shows a date when it has d, m or y outside quoted text, [brackets] and escapes, and no elapsed time. */
export function isDateFormat(code: string): boolean {
  let date = false
  for (let i = 0; i < code.length; i++) {
    const c = code[i]!
    if (c === '"') {
      const q = code.indexOf('"', i + 1)
      if (q < 0) return false
      i = q
    } else if (c === '[') {
      const q = code.indexOf(']', i + 1)
      if (q < 0) return false
      const inside = code.slice(i + 1, q).toLowerCase()
      // [h], [mm], [ss]: elapsed time, a duration and no date.
      if (inside.length > 0 && /^(h+|m+|s+)$/.test(inside)) return false
      i = q
    } else if (c === '\\' || c === '_' || c === '*') i++
    else if (c === ';') break
    else if (c === 'd' || c === 'D' || c === 'm' || c === 'M' || c === 'y' || c === 'Y') date = true
  }
  return date
}

/** A format code shows a percentage when it has % outside quoted text and [brackets] (Excel then stores 5 % as 0.05). */
export function isPercentFormat(code: string): boolean {
  for (let i = 0; i < code.length; i++) {
    const c = code[i]!
    if (c === '"' || c === '[') {
      const q = code.indexOf(c === '"' ? '"' : ']', i + 1)
      if (q < 0) return false
      i = q
    } else if (c === '\\') i++
    else if (c === ';') break
    else if (c === '%') return true
  }
  return false
}

/** How a cell style shows a number: as it is, as a date, or as a percentage. */
export const STYLE_PLAIN = 0
export const STYLE_DATE = 1
export const STYLE_PERCENT = 2

/** Cell styles a workbook may declare (Excel's own limit is 64,000). */
export const MAX_STYLES = 65_536

/** For each cell style (the `s` of a cell), how it shows its number (STYLE_PLAIN, STYLE_DATE or STYLE_PERCENT). */
export function readCellStyles(xml: string): Uint8Array {
  const formats = new Map<number, string>()
  const styles: number[] = []
  const scanner = new XmlScanner(xml)
  let inCellXfs = false
  for (let event = scanner.next(); event !== END; event = scanner.next()) {
    if (event === OPEN) {
      if (scanner.name === 'numFmt') {
        const id = Number(scanner.attr('numFmtId'))
        const code = scanner.attr('formatCode')
        if (Number.isInteger(id) && code !== null) formats.set(id, code)
      } else if (scanner.name === 'cellXfs') inCellXfs = !scanner.selfClosing
      else if (scanner.name === 'xf' && inCellXfs) {
        const id = Number(scanner.attr('numFmtId') ?? 0)
        if (styles.length >= MAX_STYLES) refuse('malformed')
        styles.push(Number.isInteger(id) ? id : 0)
      }
    } else if (event === CLOSE && scanner.name === 'cellXfs') inCellXfs = false
  }
  return Uint8Array.from(styles, (id) => {
    const code = formats.get(id)
    if (code === undefined) return builtInDate(id) ? STYLE_DATE : id === 9 || id === 10 ? STYLE_PERCENT : STYLE_PLAIN
    return isDateFormat(code) ? STYLE_DATE : isPercentFormat(code) ? STYLE_PERCENT : STYLE_PLAIN
  })
}

const DAY_MS = 86_400_000
/** 1899-12-30 and 1904-01-01 in ms since 1970. */
const EPOCH_1900 = Date.UTC(1899, 11, 30)
const EPOCH_1904 = Date.UTC(1904, 0, 1)
/** 9999-12-31, Excel's last day. */
const LAST_SERIAL = 2_958_465

const pad = (n: number, width: number) => String(n).padStart(width, '0')

/** Days already written out (a sheet's dates repeat), by day number in the 1900 system and negated in the 1904 one. */
const dayCache = new Map<number, string>()

/** The day (yyyy-mm-dd) of a serial date number, its time dropped; null when it is no day Excel shows. */
export function serialDay(serial: number, date1904: boolean): string | null {
  if (!Number.isFinite(serial) || serial < 0 || serial > LAST_SERIAL) return null
  const days = Math.floor(Math.round(serial * DAY_MS) / DAY_MS)
  const key = date1904 ? -days - 1 : days
  let day = dayCache.get(key)
  if (day === undefined) {
    if (date1904) day = isoDay(EPOCH_1904 + days * DAY_MS)
    // Excel's 1900 system counts 29 February 1900, which never was: serials before it are a day later.
    else if (days === 60) day = '1900-02-29'
    else day = isoDay(EPOCH_1900 + (days < 60 ? days + 1 : days) * DAY_MS)
    if (dayCache.size >= 100_000) dayCache.clear()
    dayCache.set(key, day)
  }
  return day
}

function isoDay(ms: number): string {
  const d = new Date(ms)
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`
}
