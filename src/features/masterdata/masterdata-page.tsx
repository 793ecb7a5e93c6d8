import { useCallback, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { MASTERDATA_CALLS } from '@shared/api/masterdata'
import { MASTERDATA_IMPORT_CALLS, MASTERDATA_IMPORT_COLUMNS } from '@shared/api/masterdata-import'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { ImportDialog } from '@/components/import-dialog/import-dialog'
import { fieldLabels } from '@/components/log-entry'
import { RecordLogsDialog } from '@/components/record-logs-dialog'
import { RecordScreen, type ScreenTools } from '@/components/record-screen/record-screen'
import { masterdataApi } from './api'
import { MasterdataDialog } from './components/masterdata-dialog'
import { masterdataTable, type MasterdataRow } from './masterdata-table'
import { masterdataText } from './messages'

/** The field names of a product's log entries: the table's columns, and the stored ones named otherwise. */
const LOG_LABELS = {
  ...fieldLabels(masterdataTable.columns),
  sku: msg`SKU`,
  taxBasisPoints: msg`Tax %`,
  additionalInfo: msg`Additional info`,
  externalLink: msg`External links`,
}

/**
 * The master data screen (issue 19): the product catalogue on the record screen with add, edit and view (also
 * double-click / Enter), delete (soft, with Undo), the logs, the download (with the 'Additional Info' and
 * 'ExternalLink' sheets) and Upload, the bulk import of a spreadsheet (the shared import dialog with the product
 * template, shared/api/masterdata-import.ts). The catalog decides who sees which.
 */
export function MasterdataPage() {
  const { t, i18n } = useLingui()
  const [logsOf, setLogsOf] = useState<string | null>(null)
  const [importing, setImporting] = useState(false)
  const actions = useCallback(
    ({ open }: ScreenTools): TableActions<MasterdataRow> => ({
      'action.logs': onFirstRow((row) => open(() => setLogsOf(row._id))),
      // Needs no row: the catalog runs it whatever is selected.
      'action.upload': () => open(() => setImporting(true)),
    }),
    [],
  )
  return (
    <RecordScreen
      table={masterdataTable}
      api={masterdataApi}
      dialog={MasterdataDialog}
      actions={actions}
      deletion={{
        title: t`Delete Product`,
        describe: (row) => t`Delete the product ${row.productSku} (${row.name})? It is kept as inactive.`,
        testId: 'masterdata-delete',
      }}
    >
      {(tools) => (
        <>
          <RecordLogsDialog
            path={MASTERDATA_CALLS.logs}
            recordId={logsOf}
            onOpenChange={(o) => !o && setLogsOf(null)}
            description={t`Changes made to this product, newest first.`}
            labels={LOG_LABELS}
            testId="masterdata-logs"
          />
          <ImportDialog
            open={importing}
            onOpenChange={setImporting}
            title={t`Upload Products`}
            columns={MASTERDATA_IMPORT_COLUMNS}
            templateFileName="products-template.xlsx"
            calls={MASTERDATA_IMPORT_CALLS}
            translate={(m) => masterdataText(i18n, m)}
            onImported={tools.refresh}
            onCloseAutoFocus={tools.onCloseAutoFocus}
          />
        </>
      )}
    </RecordScreen>
  )
}
