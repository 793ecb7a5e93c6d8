import { useCallback, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { SERVICE_CALLS } from '@shared/api/services'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { fieldLabels } from '@/components/log-entry'
import { RecordLogsDialog } from '@/components/record-logs-dialog'
import { RecordScreen } from '@/components/record-screen/record-screen'
import { serviceApi } from './api'
import { ServicesDialog } from './components/services-dialog'
import { serviceTable, type ServiceRow } from './services-table'

/** The field names of a service's log entries: the table's columns, and the stored ones they differ from. */
const LOG_LABELS = {
  ...fieldLabels(serviceTable.columns),
  discountValue: msg`Discount value`,
  taxBasisPoints: msg`Tax %`,
  products: msg`Products consumed`,
}

/**
 * The services screen (the service catalogue): the shared table with add, edit and view (also double-click / Enter),
 * delete (soft, with Undo), the logs and the download; the catalog decides who sees which.
 */
export function ServicesPage() {
  const { t } = useLingui()
  const [logsOf, setLogsOf] = useState<string | null>(null)
  const actions = useCallback(
    ({ open }: { open: (fn: () => void) => void }): TableActions<ServiceRow> => ({
      'action.logs': onFirstRow((row) => open(() => setLogsOf(row._id))),
    }),
    [],
  )
  return (
    <RecordScreen
      table={serviceTable}
      api={serviceApi}
      dialog={ServicesDialog}
      actions={actions}
      deletion={{
        title: t`Delete Service`,
        describe: (row) => t`Delete the service ${row.name}? It is kept as inactive and leaves the pick lists.`,
        testId: 'services-delete',
      }}
    >
      {() => (
        <RecordLogsDialog
          path={SERVICE_CALLS.logs}
          recordId={logsOf}
          onOpenChange={(o) => !o && setLogsOf(null)}
          description={t`Changes made to this service, newest first.`}
          labels={LOG_LABELS}
          testId="services-logs"
        />
      )}
    </RecordScreen>
  )
}
