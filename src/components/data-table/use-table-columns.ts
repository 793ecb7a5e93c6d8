import { useCallback, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react'
import { columnVisibilityFeature, rowSortingFeature, tableFeatures, useTable, type SortingState, type Updater } from '@tanstack/react-table'
import { readVisibility, visibilityKey, writeVisibility, type ColumnVisibility } from './column-visibility'
import { fieldValue } from './formatters'
import type { TableSearch } from './search-schema'
import type { GridColumn } from './table-grid'
import type { TableDeclaration } from './types'

const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature })

/**
 * The table's columns: which are shown (remembered per user and table), the server-side sort of the URL (a column sorts
 * when the contract sorts by its id), and the grid's column list, stable while nothing it shows changes.
 */
export function useTableColumns<TRow extends Record<string, unknown>>(
  decl: TableDeclaration<TRow>,
  rows: TRow[],
  search: TableSearch,
  userId: string,
  update: (patch: Partial<TableSearch>) => void,
) {
  const { i18n } = useLingui()
  // Column visibility, remembered per user and table.
  const visKey = visibilityKey(userId, decl.id)
  const [visibility, setVisibility] = useState<ColumnVisibility>(() => readVisibility(visKey, decl.columns))
  const onVisibilityChange = useCallback(
    (updater: Updater<ColumnVisibility>) => {
      setVisibility((old) => {
        const next = typeof updater === 'function' ? updater(old) : updater
        writeVisibility(visKey, next)
        return next
      })
    },
    [visKey],
  )
  const resetVisibility = () => {
    writeVisibility(visKey, null)
    setVisibility(readVisibility(visKey, decl.columns))
  }

  // Sorting, server side: the URL's sort and order.
  const sorting = useMemo<SortingState>(
    () => (search.sort ? [{ id: search.sort, desc: search.order !== 'asc' }] : []),
    [search.sort, search.order],
  )
  const columnDefs = useMemo(() => {
    const sortKeys = new Set<string>(decl.contract.sort)
    return decl.columns.map((c) => ({
      id: c.id,
      accessorFn: (row: TRow) => fieldValue(row, c.accessor ?? c.id),
      enableSorting: sortKeys.has(c.id),
      sortDescFirst: false,
    }))
  }, [decl.columns, decl.contract.sort])
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => decl.rowId(row),
    state: { sorting, columnVisibility: visibility },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      const first = next[0]
      update({ sort: first?.id, order: first ? (first.desc ? 'desc' : 'asc') : undefined })
    },
    onColumnVisibilityChange: onVisibilityChange,
    manualSorting: true,
    enableMultiSort: false,
  })
  const specs = useMemo(() => new Map(decl.columns.map((c) => [c.id, c])), [decl.columns])
  const locale = i18n.locale
  // Stable between renders that change neither the columns, their order and visibility, nor the language: the
  // mounted rows then skip re-rendering.
  const gridColumns = useMemo<GridColumn<TRow>[]>(
    () =>
      table.getVisibleLeafColumns().map((col) => {
        const spec = specs.get(col.id)!
        return {
          spec,
          header: i18n._(spec.label),
          width: spec.width ?? 150,
          sortable: col.getCanSort(),
          sorted: col.getIsSorted(),
          toggleSort: () => col.toggleSorting(),
        }
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sorting, visibility and locale change what the table answers
    [table, specs, i18n, locale, sorting, visibility],
  )

  return { table, gridColumns, visibility, onVisibilityChange, resetVisibility }
}
