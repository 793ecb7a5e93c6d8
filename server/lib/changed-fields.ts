/** One changed field of an audit entry: the value before and after (secrets are redacted when the entry is written). */
export interface FieldChange {
  from: unknown
  to: unknown
}

/** A value as the audit log compares and keeps it: dates as ISO text, undefined as null, the rest as JSON keeps it. */
function comparable(v: unknown): unknown {
  if (v === undefined) return null
  if (v instanceof Date) return v.toISOString()
  return v
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/**
 * The fields of `after` whose value differs from `before` (field → { from, to }): the `changes` of every update's audit
 * entry, and of a create's (from null). Dates compare by instant, lists and objects by content; a field `after` does
 * not name is not compared.
 */
export function changedFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Record<string, FieldChange> {
  const out: Record<string, FieldChange> = {}
  for (const [k, v] of Object.entries(after)) {
    const from = comparable(before[k])
    const to = comparable(v)
    if (!same(from, to)) out[k] = { from, to }
  }
  return out
}

/** An update's audit comment: the names of the changed fields ("title, maxFwdSpeed changed"), or that none did. */
export function changesComment(changes: Readonly<Record<string, FieldChange>>): string {
  const names = Object.keys(changes)
  return names.length === 0 ? 'no field changed' : `${names.join(', ')} changed`
}
