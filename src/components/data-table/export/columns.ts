import type { CellLabels } from '../labels'
import type { ColumnSpec } from '../types'
import type { ExportColumn } from './cells'

/**
 * The export's columns: the table's visible columns in table order, with their translated headers and the same
 * formatting as their cells (as plain data the worker can use).
 */
export function exportColumns<TRow>(
  columns: readonly ColumnSpec<TRow>[],
  isVisible: (id: string) => boolean,
  header: (column: ColumnSpec<TRow>) => string,
  cellLabels: CellLabels,
): ExportColumn[] {
  return columns
    .filter((c) => isVisible(c.id))
    .map((c): ExportColumn => {
      const base = {
        field: c.accessor ?? c.id,
        header: header(c),
        width: Math.round((c.width ?? 150) / 7),
        ...(c.fallback ? { fallback: cellLabels.text(c.fallback) } : {}),
      }
      const labels = c.labels ? cellLabels.translate(c.labels) : undefined
      switch (c.format) {
        case 'active':
          return { ...base, kind: 'boolean', labels: { true: cellLabels.active, false: cellLabels.inactive } }
        case 'list':
          return { ...base, kind: 'list', ...(labels ? { labels } : {}) }
        case 'day':
          return { ...base, kind: 'day' }
        case 'person':
          return { ...base, kind: 'person' }
        case 'duration':
          return { ...base, kind: 'duration' }
        case 'money':
          return { ...base, kind: 'money' }
        case 'rtoStatus':
        case 'link':
          return { ...base, kind: labels ? 'map' : 'text', ...(labels ? { labels } : {}) }
        case undefined:
          break
      }
      if (labels) return { ...base, kind: 'map', labels }
      switch (c.dataType) {
        case 'date':
          return { ...base, kind: 'date' }
        case 'number':
          return { ...base, kind: 'number' }
        case 'boolean':
          return { ...base, kind: 'boolean', labels: { true: cellLabels.yes, false: cellLabels.no } }
        default:
          return { ...base, kind: 'text' }
      }
    })
}
