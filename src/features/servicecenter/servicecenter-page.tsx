import { useCallback, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { SERVICE_CENTER_CALLS } from '@shared/api/servicecenter'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { fieldLabels } from '@/components/log-entry'
import { RecordLogsDialog } from '@/components/record-logs-dialog'
import { RecordScreen } from '@/components/record-screen/record-screen'
import { serviceCenterApi } from './api'
import { CentreDependents } from './components/centre-dependents'
import { CentreDialog } from './components/centre-dialog'
import { serviceCenterTable, type ServiceCenterRow } from './servicecenter-table'

/** The field names of a centre's log entries: the table's columns, and the form's own. */
const LOG_LABELS = {
  ...fieldLabels(serviceCenterTable.columns),
  branches: msg`Branches`,
  longitude: msg`Longitude`,
  latitude: msg`Latitude`,
}

/**
 * The service centres screen (issue 18): the shared table with add, edit and view (also double-click / Enter), delete
 * with what still depends on the centre and Undo, the logs, and the download; the catalog decides who sees which.
 */
export function ServiceCenterPage() {
  const { t } = useLingui()
  const [logsOf, setLogsOf] = useState<string | null>(null)
  const actions = useCallback(
    ({ open }: { open: (fn: () => void) => void }): TableActions<ServiceCenterRow> => ({
      'action.logs': onFirstRow((row) => open(() => setLogsOf(row._id))),
    }),
    [],
  )
  return (
    <RecordScreen
      table={serviceCenterTable}
      api={serviceCenterApi}
      dialog={CentreDialog}
      actions={actions}
      deletion={{
        title: t`Delete Service Center`,
        describe: (row) => t`Delete the service centre ${row.title}? It is kept as inactive and its staff can no longer pick it.`,
        testId: 'servicecenter-delete',
        details: (row) => <CentreDependents recordId={row._id} />,
      }}
    >
      {() => (
        <RecordLogsDialog
          path={SERVICE_CENTER_CALLS.logs}
          recordId={logsOf}
          onOpenChange={(o) => !o && setLogsOf(null)}
          description={t`Changes made to this service centre, newest first.`}
          labels={LOG_LABELS}
          testId="servicecenter-logs"
        />
      )}
    </RecordScreen>
  )
}
