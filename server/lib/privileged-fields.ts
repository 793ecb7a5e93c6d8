import { isPrivilegedField } from '../../shared/privileged-fields'
import { inputDef as unwrap } from './zod-defs'

/** An object of fields: not an array, and not bytes (a raw body such as a tracking log's, whose every byte is a key). */
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !ArrayBuffer.isView(v)

/** The literal values a discriminated union's option takes for its discriminator. */
function discriminatorValues(option: unknown, key: string): unknown[] {
  const field = unwrap(unwrap(option)?.shape?.[key])
  return field?.values ?? []
}

/**
 * The paths of the privileged fields (shared/privileged-fields.ts) in `data` that `schema` does not name, at any depth
 * the schema describes (objects, arrays, unions: a field one option of a union takes is taken; a discriminated union is
 * read by the option the data names). Without a schema, or below a part it leaves open (unknown, record), only that
 * level's keys are checked. `accepted` lists privileged names the route takes at the top level although its schema
 * does not name them.
 */
export function refusedPrivilegedFields(schema: unknown, data: unknown, accepted: readonly string[] = []): string[] {
  return walk(schema, data, [], new Set(accepted))
}

function walk(schema: unknown, data: unknown, path: string[], accepted: ReadonlySet<string>): string[] {
  const def = unwrap(schema)
  if (Array.isArray(data)) {
    if (def?.type !== 'array') return []
    return data.flatMap((item, i) => walk(def.element, item, [...path, String(i)], new Set()))
  }
  if (!isRecord(data)) return []
  if (def?.type === 'union' && def.options) {
    const key = def.discriminator
    const chosen = key ? def.options.filter((o) => discriminatorValues(o, key).includes(data[key])) : []
    const options = chosen.length ? chosen : def.options
    const refusals = options.map((o) => walk(o, data, path, accepted))
    // Refused only when every option refuses it.
    return refusals.reduce((common, r) => common.filter((p) => r.includes(p)))
  }
  if (def?.type === 'intersection') {
    const left = walk(def.left, data, path, accepted)
    const right = walk(def.right, data, path, accepted)
    return left.filter((p) => right.includes(p))
  }
  const shape = def?.type === 'object' ? (def.shape ?? {}) : {}
  const out: string[] = []
  for (const [key, value] of Object.entries(data)) {
    const known = Object.hasOwn(shape, key)
    if (!known && isPrivilegedField(key) && !accepted.has(key)) out.push([...path, key].join('.'))
    if (known) out.push(...walk(shape[key], value, [...path, key], new Set()))
  }
  return out
}
