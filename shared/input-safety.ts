/**
 * Text no request may carry (SECURITY.md item 26): control characters other than tab, newline and carriage return
 * (PostgreSQL refuses NUL, and none of them belongs in a form), and ill-formed UTF-16 (a lone surrogate, which
 * PostgreSQL stores as U+FFFD but jsonb refuses). Checked in values and in object keys, at any depth, by the server
 * for every route and socket event before any schema runs.
 */

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
/** A high surrogate not followed by a low one, or a low one not preceded by a high one (code units: no `u` flag). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
/** Objects and arrays nested deeper than this are refused (no form comes close; a deep value could exhaust the stack). */
export const MAX_INPUT_DEPTH = 32

export const INPUT_MESSAGES = {
  badCharacters: (field: string) => `${field} contains characters that are not allowed`,
  badFieldName: (name: string) => `The field name ${name} contains characters that are not allowed`,
  tooDeep: (field: string) => `${field} is nested too deeply`,
} as const

/** True for text with neither forbidden control characters nor lone surrogates. */
export function isSafeText(s: string): boolean {
  return !CONTROL.test(s) && !LONE_SURROGATE.test(s)
}

export interface InputProblem {
  /** Where, as the error envelope writes paths: `vehicleDetails.bluetoothId`, `attachment.0` ('' for the whole value). */
  path: string
  message: string
}

/** A key as it may be shown in a message: JSON escapes make control characters and lone surrogates visible. */
const shown = (key: string) => JSON.stringify(key)

interface Visit {
  value: unknown
  key: string | null
  parent: Visit | null
  depth: number
}

/** A visited value's path, as the error envelope writes paths. */
function pathOf(visit: Visit, last?: string): string {
  const keys = last === undefined ? [] : [last]
  for (let v: Visit | null = visit; v && v.key !== null; v = v.parent) keys.unshift(v.key)
  return keys.join('.')
}

/**
 * The first forbidden text in a parsed request part (JSON body, query, params, socket payload), or null. Walks
 * iteratively, so a deeply nested value cannot overflow the stack; `part` names the whole value ('body', 'query').
 */
export function findUnsafeInput(value: unknown, part: string): InputProblem | null {
  const stack: Visit[] = [{ value, key: null, parent: null, depth: 0 }]
  while (stack.length > 0) {
    const visit = stack.pop()!
    const v = visit.value
    if (typeof v === 'string') {
      if (!isSafeText(v)) return { path: pathOf(visit), message: INPUT_MESSAGES.badCharacters(pathOf(visit) || part) }
      continue
    }
    if (v === null || typeof v !== 'object') continue
    if (visit.depth >= MAX_INPUT_DEPTH) return { path: pathOf(visit), message: INPUT_MESSAGES.tooDeep(pathOf(visit) || part) }
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: String(i), parent: visit, depth: visit.depth + 1 })
      continue
    }
    if (!isPlainRecord(v)) continue
    const keys = Object.keys(v)
    for (const key of keys) {
      if (!isSafeText(key)) return { path: pathOf(visit, shown(key)), message: INPUT_MESSAGES.badFieldName(shown(key)) }
    }
    for (let i = keys.length - 1; i >= 0; i--) {
      stack.push({ value: (v as Record<string, unknown>)[keys[i]!], key: keys[i]!, parent: visit, depth: visit.depth + 1 })
    }
  }
  return null
}

/**
 * Parsed JSON, a query or a form: no class in its prototype chain (never a Buffer, stream or file part). A query's
 * object inherits from a prototype-less object; an own `constructor` key of the data itself is not looked at.
 */
function isPlainRecord(v: object): boolean {
  for (let p = Object.getPrototypeOf(v) as object | null; p && p !== Object.prototype; p = Object.getPrototypeOf(p) as object | null) {
    if (Object.hasOwn(p, 'constructor')) return false
  }
  return true
}
