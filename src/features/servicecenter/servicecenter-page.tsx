import { useCallback, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { msg, plural } from '@lingui/core/macro'
import { SERVICE_CENTER_CALLS } from '@shared/api/servicecenter'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { fieldLabels } from '@/components/log-entry'
import { RecordLogsDialog } from '@/components/record-logs-dialog'
import { RecordScreen } from '@/components/record-screen/record-screen'
import { serviceCenterApi, useDeleteCheck } from './api'
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
 * What a centre's delete leaves behind, asked when its confirmation opens (POST /servicecenter/delete-check): "N active
 * staff and M open tickets…" (test drives booked ahead and open bookings where there are no tickets).
 */
function DeleteCounts({ row }: { row: ServiceCenterRow }) {
  const { t } = useLingui()
  const check = useDeleteCheck(row._id)
  if (check.isLoading) return <p className="text-sm text-muted-foreground">{t`Checking what depends on this centre…`}</p>
  if (!check.data) return null
  const { staff, tickets, testDrives, bookings } = check.data
  // Only what is there, each counted in the language's plural.
  const parts = [
    staff > 0 && t({ message: plural(staff, { one: '# active staff member', other: '# active staff members' }) }),
    !!tickets && t({ message: plural(tickets, { one: '# open ticket', other: '# open tickets' }) }),
    testDrives > 0 && t({ message: plural(testDrives, { one: '# upcoming test drive', other: '# upcoming test drives' }) }),
    bookings > 0 && t({ message: plural(bookings, { one: '# open booking', other: '# open bookings' }) }),
  ].filter((p): p is string => typeof p === 'string')
  const none = staff + (tickets ?? 0) + testDrives + bookings === 0
  return (
    <p role="status" className="text-sm" data-testid="servicecenter-delete-counts">
      {none ? t`No active staff or open work at this centre.` : t`Still at this centre: ${parts.join(', ')}.`}
    </p>
  )
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
        details: (row) => <DeleteCounts row={row} />,
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
