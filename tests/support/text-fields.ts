/**
 * The text fields of zod schemas, for the tests of the visible-text and bidi rules (shared/validation.ts
 * requiredText / requiredName / nameText): every string field, through optional, default, preprocess, arrays and
 * unions, with a plain word it accepts. Reads zod 4's schema definitions (server/lib/zod-defs.ts).
 */
import { inputDef } from '../../server/lib/zod-defs'

type Issues = { issues: { message: string }[] }
export type Schema = { safeParse(v: unknown): { success: boolean; error?: Issues } }

export const isZod = (v: unknown): v is Schema => !!v && typeof v === 'object' && '_zod' in v
/** The first message a schema gives for a value, or undefined when it accepts it. */
export const firstMessage = (s: Schema, v: unknown) => s.safeParse(v).error?.issues[0]?.message

/** A field that names or titles something other staff read. */
export const NAME_KEY = /(name|title|heading|label|subject)$/i

/** Text that shows nothing: each must count as blank. */
export const INVISIBLE = [
  '\u202e',
  '\u202e'.repeat(8),
  '\u200b\u200c\u200d\u2060\ufeff\u200b',
  ' \u2066\u2067\u2068\u2069 ',
  '\u202a\u202b\u202c\u202d',
  '\u200e\u200f\u061c\u200e',
  '\u00ad\u034f\u3164\u115f\u1160\uffa0',
  '\u2028\u2029\u3000\u00a0\u1680\u2800',
  '\ufe0f\ufe0f\ufe0f\ufe0f\ufe0f',
]

/** The bidirectional embedding, override and isolate controls. */
export const BIDI_CONTROLS = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']

const WORDS = ['Abcd Efgh', 'Abcdefgh', 'abcd', 'ABCD1234', 'abcd@example.com', 'https://example.com/a']

export interface TextField {
  /** Where: the schema's name and the field's path (`api/roles.ts:roleCreateBody.name`). */
  where: string
  /** The field's own key (the export's name for a schema that is one field). */
  key: string
  schema: Schema
  /** A plain word the field accepts. */
  word: string
  /** Whether blank text is refused. */
  required: boolean
}

/** Every text field of `schemas` (name → schema) that takes a plain word, each schema object once. */
export function textFields(schemas: Iterable<[string, unknown]>): TextField[] {
  const out: TextField[] = []
  const seen = new Set<unknown>()
  const walk = (s: unknown, where: string, key: string, depth: number) => {
    const def = inputDef(s)
    if (!def || depth > 12) return
    if (def.type === 'object') for (const [k, c] of Object.entries(def.shape ?? {})) walk(c, `${where}.${k}`, k, depth + 1)
    else if (def.type === 'array') walk(def.element, `${where}[]`, key, depth + 1)
    else if (def.type === 'union') (def.options ?? []).forEach((o) => walk(o, where, key, depth + 1))
    else if (def.type === 'intersection') [def.left, def.right].forEach((o) => walk(o, where, key, depth + 1))
    else if (def.type === 'string' && isZod(s) && !seen.has(s)) {
      seen.add(s)
      const word = WORDS.find((w) => s.safeParse(w).success)
      if (word !== undefined) out.push({ where, key, schema: s, word, required: !s.safeParse('').success })
    }
  }
  for (const [name, schema] of schemas) if (isZod(schema)) walk(schema, name, name.replace(/^.*[:.]/, ''), 0)
  return out
}

/** The field's word with `c` inside it ('Ab‮cd Efgh'), as a spoof would place it. */
export const withInside = (f: TextField, c: string) => `${f.word.slice(0, 2)}${c}${f.word.slice(2)}`
