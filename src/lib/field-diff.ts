/**
 * Form values as flat field paths ('vehicleDetails.vehicleType'), and the fields where two sets of values differ: what
 * the conflict dialog shows side by side (issue 14). Plain functions, tested in tests/unit/no-lost-work.test.ts.
 */

/** Never stored in a draft nor shown in a diff: passwords, passcodes, one-time codes. */
export const SECRET_FIELD = /password|passcode|otp/i

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype

/** A file, or a file read into the page as a data: URL: too big and too private to keep or show. */
export function isFileValue(value: unknown): boolean {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true
  return typeof value === 'string' && value.startsWith('data:')
}

/** The leaves of `values` by dotted path (arrays are leaves), leaving out secret fields and files. */
export function flattenValues(values: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  if (!isPlainObject(values)) return out
  for (const [key, value] of Object.entries(values)) {
    if (SECRET_FIELD.test(key)) continue
    const path = prefix ? `${prefix}.${key}` : key
    if (isPlainObject(value)) {
      for (const [p, v] of flattenValues(value, path)) out.set(p, v)
    } else if (!isFileValue(value) && !(Array.isArray(value) && value.some(isFileValue))) {
      out.set(path, value)
    }
  }
  return out
}

/** Empty-ish values count as the same: an unset field is '' in one form and null in a details answer. */
const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

export function sameValue(a: unknown, b: unknown): boolean {
  if (blank(a) && blank(b)) return true
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b)
  return a === b
}

/** One field that differs: its path, their value and mine. */
export interface FieldDiff {
  path: string
  theirs: unknown
  mine: unknown
}

/** The fields where `theirs` and `mine` differ, in the order of `mine` (then fields only theirs has). */
export function diffValues(theirs: unknown, mine: unknown): FieldDiff[] {
  const a = flattenValues(theirs)
  const b = flattenValues(mine)
  const paths = [...new Set([...b.keys(), ...a.keys()])]
  return paths.filter((p) => !sameValue(a.get(p), b.get(p))).map((path) => ({ path, theirs: a.get(path), mine: b.get(path) }))
}

/** A value as one line of text: lists joined, objects as JSON, booleans by `yesNo`, blanks as '-'. */
export function valueText(value: unknown, yesNo: (v: boolean) => string): string {
  if (blank(value)) return '-'
  if (typeof value === 'boolean') return yesNo(value)
  if (Array.isArray(value)) return value.map((v) => valueText(v, yesNo)).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value as string | number)
}
