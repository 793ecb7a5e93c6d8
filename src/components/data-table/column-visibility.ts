import { storage } from '@/lib/storage'

/** Which columns are shown: column id → false when hidden (absent means the column's default). */
export type ColumnVisibility = Record<string, boolean>

/** Remembered per user and table. */
export function visibilityKey(userId: string, tableId: string): string {
  return `ev:columns:${userId}:${tableId}`
}

/** The default visibility of the columns, from their declarations. */
export function defaultVisibility(columns: readonly { id: string; visible?: boolean }[]): ColumnVisibility {
  const out: ColumnVisibility = {}
  for (const c of columns) out[c.id] = c.visible !== false
  return out
}

/** The remembered visibility over the defaults; unknown ids and odd values are ignored. */
export function readVisibility(key: string, columns: readonly { id: string; visible?: boolean }[]): ColumnVisibility {
  const out = defaultVisibility(columns)
  try {
    const saved: unknown = JSON.parse(storage.get(key) ?? 'null')
    if (saved && typeof saved === 'object') {
      for (const [id, shown] of Object.entries(saved)) if (id in out && typeof shown === 'boolean') out[id] = shown
    }
  } catch {
    // Unreadable: the defaults.
  }
  return out
}

export function writeVisibility(key: string, visibility: ColumnVisibility | null): void {
  if (visibility === null) storage.remove(key)
  else storage.set(key, JSON.stringify(visibility))
}
