/**
 * Valid request bodies and queries made from a route's own zod schema, and the paths of its fields, for the fuzz test:
 * a valid base reaches the handler and the database, so a spoiled field there tests what the code does with it.
 * Reads zod 4's schema definitions (`_zod.def`).
 */
import { inputDef } from '../../../server/lib/zod-defs'

type Schema = { safeParse(v: unknown): { success: boolean } }
const accepts = (s: unknown, v: unknown) => !!s && (s as Schema).safeParse(v).success

export interface SampleContext {
  /** A real id for a field that takes one (by its name), or undefined. */
  idFor(field: string): string | undefined
  /** A number not given before. */
  next(): number
  /** Now, in Unix seconds (dates on or after it are valid starts). */
  now: number
  /** Numbers tried first for a field (by its name), before the defaults: a small quantity where a huge one is refused. */
  numbersFor?(field: string): number[]
}

/** Letters only ('Fuzzbcdefgh'), at least 10 of them, never the same twice. */
const freshText = (n: number) =>
  `Fuzz${n
    .toString(26)
    .replace(/[0-9a-p]/g, (c) => String.fromCharCode(97 + parseInt(c, 26)))
    .padStart(6, 'a')}`

function textCandidates(field: string, ctx: SampleContext): unknown[] {
  const id = ctx.idFor(field)
  const n = ctx.next()
  return [
    ...(id ? [id] : []),
    freshText(n),
    // Ten digits that no demo account or seeded record has.
    `5${String(n).padStart(9, '0')}`,
    `fuzz${n}@example.com`,
    'https://example.com/fuzz',
    `/api/admin/local/file/images/${'ab'.repeat(16)}.png`,
    '123456',
    'images',
  ]
}

const numberCandidates = (ctx: SampleContext, field = '') => [...(ctx.numbersFor?.(field) ?? []), ctx.now + 3600, 1, 0]

/** The top-level variants of a body: the options of a discriminated union, or the schema itself. */
export function variantsOf(schema: unknown): unknown[] {
  const def = inputDef(schema)
  return def?.type === 'union' && def.discriminator && def.options ? def.options : [schema]
}

/** Fields left out of a base body (still spoiled one by one): a password would make every request hash it. */
const LEFT_OUT = /password/i

/**
 * A value `schema` accepts, with every field filled (optional ones too, so each reaches the handler), or undefined
 * when nothing tried fits and the schema accepts none.
 */
export function sampleOf(schema: unknown, ctx: SampleContext, field = ''): unknown {
  const def = inputDef(schema)
  if (!def) return undefined
  const first = (candidates: unknown[]) =>
    candidates.find((c) => accepts(schema, c)) ?? (accepts(schema, undefined) ? undefined : candidates[0])
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        if (LEFT_OUT.test(key) && accepts(child, undefined)) continue
        const value = sampleOf(child, ctx, key)
        if (value !== undefined) out[key] = value
      }
      return out
    }
    case 'array': {
      const id = ctx.idFor(field)
      const item = id ?? sampleOf(def.element, ctx, field)
      return first([[item], []])
    }
    case 'union':
      return first((def.options ?? []).map((o) => sampleOf(o, ctx, field)))
    case 'intersection':
      return sampleOf(def.left, ctx, field)
    case 'string':
      return first(textCandidates(field, ctx))
    case 'number':
    case 'bigint':
      return first(numberCandidates(ctx, field))
    case 'boolean':
      return first([true, false])
    case 'enum':
      return first(Object.values(def.entries ?? {}))
    case 'literal':
      return first(def.values ?? [])
    case 'date':
      return first([new Date(ctx.now * 1000).toISOString()])
    default:
      return first([...textCandidates(field, ctx), ...numberCandidates(ctx, field), true])
  }
}

export interface FieldPath {
  path: string[]
  /** Whether the field takes text (a string, an enum or a string literal). */
  text: boolean
}

/** Every field of a schema's variant, nested ones too (an array's first item), optional ones included. */
export function fieldPaths(schema: unknown, prefix: string[] = [], depth = 0): FieldPath[] {
  const def = inputDef(schema)
  if (!def || depth > 8) return []
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => fieldPaths(child, [...prefix, key], depth + 1))
    case 'array':
      return fieldPaths(def.element, [...prefix, '0'], depth + 1)
    case 'union':
      return fieldPaths(def.options?.[0], prefix, depth + 1)
    default:
      return prefix.length ? [{ path: prefix, text: takesText(schema) }] : []
  }
}

function takesText(schema: unknown): boolean {
  const def = inputDef(schema)
  if (!def) return false
  if (def.type === 'string' || def.type === 'enum') return true
  if (def.type === 'literal') return typeof def.values?.[0] === 'string'
  if (def.type === 'union') return (def.options ?? []).some(takesText)
  return false
}

/** A copy of `value` with `path` set (objects and arrays created on the way). */
export function withValue(value: unknown, path: string[], leaf: unknown): unknown {
  const root = structuredClone(value ?? {}) as Record<string, unknown>
  let at: Record<string, unknown> = root
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      at[key] = leaf
      return
    }
    if (typeof at[key] !== 'object' || at[key] === null) at[key] = /^\d+$/.test(path[i + 1]!) ? [] : {}
    at = at[key] as Record<string, unknown>
  })
  return root
}
