import type { SearchIndex } from '@commands/search'
import type { PaletteEntry, PaletteGroup } from './palette-entries'

/** The palette's list as one flat array (group headings and items), so it can be virtualized with fixed rows. */
export type PaletteRow = { kind: 'heading'; key: string; group: PaletteGroup } | { kind: 'item'; key: string; entry: PaletteEntry }

/** Group order of a blank query: recently used first, then the sections of the issue. */
export const GROUP_ORDER: readonly PaletteGroup[] = ['recent', 'records', 'screens', 'actions', 'preferences', 'synthetic']

function pushGroup(rows: PaletteRow[], group: PaletteGroup, entries: readonly PaletteEntry[]): void {
  if (entries.length === 0) return
  rows.push({ kind: 'heading', key: `heading:${group}`, group })
  for (const entry of entries) rows.push({ kind: 'item', key: entry.id, entry })
}

/**
 * Blank query: Recent, then every group in GROUP_ORDER with the recent entries left out of their own group.
 * With a query: the record commands for it first, then the ranked matches (search.ts ranks title and keywords),
 * gathered under their group headings, the group of the best match first.
 */
export function paletteRows(
  query: string,
  index: SearchIndex<PaletteEntry>,
  recent: readonly PaletteEntry[],
  records: readonly PaletteEntry[],
): PaletteRow[] {
  const rows: PaletteRow[] = []
  if (query.trim() === '') {
    const recentIds = new Set(recent.map((e) => e.id))
    const byGroup = new Map<PaletteGroup, PaletteEntry[]>()
    for (const entry of index.search('')) {
      if (recentIds.has(entry.id)) continue
      let list = byGroup.get(entry.group)
      if (!list) byGroup.set(entry.group, (list = []))
      list.push(entry)
    }
    pushGroup(rows, 'recent', recent)
    for (const group of GROUP_ORDER) pushGroup(rows, group, byGroup.get(group) ?? [])
    return rows
  }
  pushGroup(rows, 'records', records)
  const byGroup = new Map<PaletteGroup, PaletteEntry[]>()
  for (const entry of index.search(query)) {
    let list = byGroup.get(entry.group)
    if (!list) byGroup.set(entry.group, (list = []))
    list.push(entry)
  }
  for (const [group, entries] of byGroup) pushGroup(rows, group, entries)
  return rows
}

/** Index of the first item row, or -1. */
export function firstItem(rows: readonly PaletteRow[]): number {
  return rows.findIndex((r) => r.kind === 'item')
}

/**
 * The item row `steps` items away from row `from` (negative: upwards), stopping at the first and last item;
 * headings are skipped.
 */
export function moveBy(rows: readonly PaletteRow[], from: number, steps: number): number {
  const dir = steps < 0 ? -1 : 1
  let at = from
  let left = Math.abs(steps)
  for (let i = from + dir; i >= 0 && i < rows.length && left > 0; i += dir) {
    if (rows[i]!.kind === 'item') {
      at = i
      left--
    }
  }
  return at
}

/** Index of the last item row, or -1. */
export function lastItem(rows: readonly PaletteRow[]): number {
  for (let i = rows.length - 1; i >= 0; i--) if (rows[i]!.kind === 'item') return i
  return -1
}
