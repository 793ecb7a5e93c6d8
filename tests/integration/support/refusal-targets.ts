/**
 * Which table an id field of a request names, read from the field and the route alone (no list per module): a field
 * named as a foreign key column is that key's table (scuId → scu_id → service_centres, fromScuId and kitProductId by
 * their ending, assignedTo by its start); a reference beside its type (refId with refType 'serviceRequest') the table
 * of that type; a field named as a column only one table has (permission → roles); otherwise the table the field's
 * own words or the route's first path segment that names one (recordId of /servicereq/update → service_requests).
 */
import { inputDef } from '../../../server/lib/zod-defs'
import type { ScopeMap } from './scope-map'

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')
const snake = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/^_+/, '')
    .toLowerCase()

/** Tables never named by a request's id: the audit log (its ids would match every "log" word). */
const NOT_TARGETS = new Set(['audit_log'])

function commonPrefix(a: string, b: string): number {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  return i
}

/**
 * How well a word names a table: the longest common start of the word and the table's name or one of its endings
 * (test_drive_configs, drive_configs, configs), counted only when it covers the word but for two letters (centre and
 * center, request and req).
 */
function nameScore(word: string, table: string): number {
  const w = norm(word)
  if (w.length < 3) return 0
  const parts = table.split('_')
  let best = 0
  for (let i = 0; i < parts.length; i++) {
    const cp = commonPrefix(w, parts.slice(i).join(''))
    if (cp >= 3 && cp >= w.length - 2) best = Math.max(best, cp)
  }
  return best
}

function byName(map: ScopeMap, words: string[]): string | undefined {
  for (const word of words) {
    let best: string | undefined
    let score = 0
    for (const t of map.tables()) {
      if (NOT_TARGETS.has(t) || !map.has(t, 'id')) continue
      const s = nameScore(word, t)
      if (s > score || (s === score && s > 0 && best && t.length < best.length)) [best, score] = [t, s]
    }
    if (best) return best
  }
  return undefined
}

/** The table a foreign key column of this name points at, anywhere in the schema. */
function fkTarget(map: ScopeMap, column: string): string | undefined {
  for (const f of map.fks.values()) if (f.has(column)) return f.get(column)
  return undefined
}

/** The table an id at `path` of a request to `url` names (`body`: the request's body, for a reference's type). */
export function targetOf(map: ScopeMap, url: string, path: string[], body?: unknown): string | undefined {
  const keys = path.filter((k) => !/^\d+$/.test(k))
  const key = keys.at(-1) ?? ''
  let col = snake(key).replace(/_ids$/, '_id')
  if (col === 'ids') col = 'id'
  const cols = col.endsWith('_id') ? [col] : [col, `${col}_id`]
  // A foreign key column's name, whole, by its ending, or by its start (assignedTo → assigned_to_id).
  for (const c of cols) {
    const exact = fkTarget(map, c)
    if (exact) return exact
  }
  const parts = cols.at(-1)!.split('_')
  for (let i = 1; i < parts.length - 1; i++) {
    const t = fkTarget(map, parts.slice(i).join('_'))
    if (t) return t
  }
  if (col.length >= 5) {
    for (const f of map.fks.values()) for (const [c, t] of f) if (c.startsWith(col)) return t
  }
  // A reference and its type side by side: { refType: 'serviceRequest', refId }.
  const stem = key.replace(/_?Ids?$/, '')
  const parent = path.slice(0, -1).reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], body)
  const type = (parent as Record<string, unknown> | undefined)?.[`${stem}Type`]
  if (typeof type === 'string') {
    const t = byName(map, [type])
    if (t) return t
  }
  // A column only one table has (roles.permission).
  if (!col.endsWith('_id') && col !== 'id') {
    const owners = map.tables().filter((t) => map.has(t, col))
    if (owners.length === 1) return owners[0]
  }
  // The field's own words (AdvId, lines.0.lineId, branches.0._id), then the route's path segments in order.
  const words = [stem, ...keys.slice(0, -1).reverse()].filter(Boolean)
  const segments = url
    .split('?')[0]!
    .split('/')
    .filter((s) => s && s !== 'api' && s !== 'admin' && !s.startsWith(':'))
  return byName(map, words) ?? byName(map, segments)
}

/** The schema of the field at `path` (through objects, arrays and a union's first option), or undefined. */
export function leafAt(schema: unknown, path: string[]): unknown {
  let s = schema
  for (const k of path) {
    let def = inputDef(s)
    if (def?.type === 'union') def = inputDef(def.options?.[0])
    if (!def) return undefined
    s = def.type === 'object' ? def.shape?.[k] : def.type === 'array' ? def.element : undefined
  }
  return s
}

/** Whether a field takes an id: a uuid string. */
export function takesId(schema: unknown): boolean {
  const def = inputDef(schema)
  if (!def) return false
  if (def.type === 'string') return def.format === 'uuid' || def.format === 'guid'
  if (def.type === 'union') return (def.options ?? []).some(takesId)
  return false
}

/** Whether a field may be left out. */
export function optional(schema: unknown): boolean {
  return !!schema && (schema as { safeParse(v: unknown): { success: boolean } }).safeParse(undefined).success
}
