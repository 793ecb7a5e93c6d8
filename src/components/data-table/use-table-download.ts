import { useCallback } from 'react'
import { useLingui } from '@lingui/react'
import type { ActionSource } from '@/lib/api'
import type { ColumnVisibility } from './column-visibility'
import { exportColumns } from './export/columns'
import { exportFileName } from './formatters'
import type { CellLabels } from './labels'
import type { TableDeclaration } from './types'
import { useTableExport } from './use-table-export'

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1'

/**
 * The download (spec 001 section 7 "Export"): the whole filtered table (the list body without paging), the visible
 * columns as the cells show them, named '<Page name>_<dd-MM-yyyy>.xlsx', written off the main thread.
 */
export function useTableDownload<TRow>(
  decl: TableDeclaration<TRow>,
  bodyKey: string,
  pageName: string,
  visibility: ColumnVisibility,
  labels: CellLabels,
) {
  const { i18n } = useLingui()
  const exporter = useTableExport()
  const startExport = useCallback(
    (source: ActionSource) => {
      if (!decl.contract.export) return
      const { page: _page, pageSize: _size, ...query } = JSON.parse(bodyKey) as Record<string, unknown>
      void exporter.start({
        endpoint: decl.contract.export,
        body: query,
        source,
        fileName: exportFileName(pageName, new Date()),
        config: {
          columns: exportColumns(
            decl.columns,
            (id) => visibility[id] !== false,
            (c) => i18n._(c.label),
            labels,
          ),
          sheetName: sheetName(pageName),
          ...(decl.contract.sheets?.length ? { sheets: decl.contract.sheets.map((s) => ({ name: s.name, header: [...s.columns] })) } : {}),
        },
      })
    },
    [decl, bodyKey, exporter, pageName, visibility, i18n, labels],
  )
  return { exporter, startExport }
}
