/** The parts of a zod 4 schema definition (`_zod.def`) the schema walks read (privileged fields, the fuzz test's samples). */
export interface ZodDef {
  type: string
  shape?: Record<string, unknown>
  element?: unknown
  options?: unknown[]
  discriminator?: string
  innerType?: unknown
  in?: unknown
  out?: unknown
  left?: unknown
  right?: unknown
  getter?: () => unknown
  values?: unknown[]
  entries?: Record<string, unknown>
  format?: string
}

export const defOf = (schema: unknown): ZodDef | null => (schema as { _zod?: { def?: ZodDef } } | null)?._zod?.def ?? null

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'])

/** The definition that validates the input: through optional, default, preprocess (the pipe's output side), lazy… */
export function inputDef(schema: unknown): ZodDef | null {
  for (let s = schema, i = 0; i < 50; i++) {
    const def = defOf(s)
    if (!def) return null
    if (WRAPPERS.has(def.type)) s = def.innerType
    // z.preprocess(fn, schema) is transform → schema; schema.transform(fn) is schema → transform.
    else if (def.type === 'pipe') s = defOf(def.in)?.type === 'transform' ? def.out : def.in
    else if (def.type === 'lazy') s = def.getter?.()
    else return def
  }
  return null
}
