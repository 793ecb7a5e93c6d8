import { isFileValue, SECRET_FIELD } from './field-diff'
import { storage } from './storage'

/**
 * Unsaved form drafts in localStorage (issue 14): per signed-in user, per form and per record ('new' for a new one).
 * A draft never holds a secret field (password, passcode, one-time code), a file or a data: URL.
 */

export interface Draft {
  /** When it was written, in milliseconds. */
  at: number
  values: Record<string, unknown>
}

const PREFIX = 'draft:v1'

export function draftKey(userId: string, formId: string, recordId: string | null): string {
  return `${PREFIX}:${userId}:${formId}:${recordId ?? 'new'}`
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype

/** `values` without what a draft must never hold; undefined for a value left out altogether. */
export function draftValue(value: unknown): unknown {
  if (isFileValue(value)) return undefined
  if (Array.isArray(value)) return value.filter((v) => !isFileValue(v)).map(draftValue)
  if (value instanceof Date) return value.toISOString()
  if (!isPlainObject(value)) return typeof value === 'function' || typeof value === 'symbol' ? undefined : value
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    if (SECRET_FIELD.test(key)) continue
    const kept = draftValue(v)
    if (kept !== undefined) out[key] = kept
  }
  return out
}

export function draftValues(values: Record<string, unknown>): Record<string, unknown> {
  return draftValue(values) as Record<string, unknown>
}

/** `base` with the draft's values over it, field by field (the fields a draft leaves out keep their base value). */
export function mergeDraft<T>(base: T, draft: Record<string, unknown>): T {
  if (!isPlainObject(base)) return draft as T
  const out: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(draft)) {
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? mergeDraft(out[key], value) : value
  }
  return out as T
}

export function readDraft(key: string): Draft | null {
  const text = storage.get(key)
  if (!text) return null
  try {
    const draft = JSON.parse(text) as Partial<Draft>
    return typeof draft.at === 'number' && isPlainObject(draft.values) ? (draft as Draft) : null
  } catch {
    return null
  }
}

export function writeDraft(key: string, values: Record<string, unknown>, now = Date.now()): void {
  storage.set(key, JSON.stringify({ at: now, values: draftValues(values) } satisfies Draft))
}

export function clearDraft(key: string): void {
  storage.remove(key)
}
