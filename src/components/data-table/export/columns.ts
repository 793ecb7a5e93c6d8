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
  labels: CellLabels,
): ExportColumn[] {
  return columns
    .filter((c) => isVisible(c.id))
    .map((c): ExportColumn => {
      const base = { field: c.accessor ?? c.id, header: header(c), width: Math.round((c.width ?? 150) / 7) }
      switch (c.format) {
        case 'userType':
          return { ...base, kind: 'map', labels: labels.userType }
        case 'callStatus':
          return { ...base, kind: 'map', labels: labels.callStatus }
        case 'active':
          return { ...base, kind: 'boolean', labels: { true: labels.active, false: labels.inactive } }
        case 'marketingSource':
          return { ...base, kind: 'list' }
        case 'crmFollowupsAssigned':
          return { ...base, kind: 'followupName' }
        case 'crmFollowupsDate':
          return { ...base, kind: 'followupDate' }
        case 'crmAssignedTo':
          return { ...base, kind: 'person' }
        case 'crmDuration':
          return { ...base, kind: 'duration' }
        case 'rtoStatus':
        case 'estimateUrl':
          return { ...base, kind: 'text' }
        case undefined:
          break
      }
      switch (c.dataType) {
        case 'date':
          return { ...base, kind: 'date' }
        case 'number':
          return { ...base, kind: 'number' }
        case 'boolean':
          return { ...base, kind: 'boolean', labels: { true: labels.yes, false: labels.no } }
        default:
          return { ...base, kind: 'text' }
      }
    })
}
