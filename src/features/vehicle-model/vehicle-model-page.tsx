import { useCallback, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { VEHICLE_MODEL_CALLS, vehicleModelTableContract } from '@shared/api/vehicle-model'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { fieldLabels } from '@/components/log-entry'
import { RecordLogsDialog } from '@/components/record-logs-dialog'
import { RecordScreen } from '@/components/record-screen/record-screen'
import { tableQueryKey } from '@/lib/record-api'
import { useVehiclePickersFollow } from '@/lib/vehicle-pickers'
import { vehicleModelApi } from './api'
import { VehicleModelDialog } from './components/vehicle-model-dialog'
import { vehicleModelTable, type VehicleModelRow } from './vehicle-model-table'

/** The field names of a model's log entries: the table's columns, and the form's own. */
const LOG_LABELS = {
  ...fieldLabels(vehicleModelTable.columns),
  makeId: msg`Make`,
  specifications: msg`Specifications`,
  features: msg`Features`,
  attachments: msg`Attachments`,
  logo: msg`Logo`,
  image: msg`Image`,
}

const LIST_KEY = tableQueryKey(vehicleModelTableContract)

/**
 * The vehicle models screen (spec 002 section 3): the shared table with add, edit and view (also double-click / Enter),
 * delete (soft, with Undo), the logs and the download; the catalog decides who sees which. Whenever the table reloads
 * (after a save, delete or restore) the users form's make and model pickers and the booking and test-drive model lists
 * are marked stale, so they show the change at once.
 */
export function VehicleModelPage() {
  const { t } = useLingui()
  const [logsOf, setLogsOf] = useState<string | null>(null)
  useVehiclePickersFollow(LIST_KEY)
  const actions = useCallback(
    ({ open }: { open: (fn: () => void) => void }): TableActions<VehicleModelRow> => ({
      'action.logs': onFirstRow((row) => open(() => setLogsOf(row._id))),
    }),
    [],
  )
  return (
    <RecordScreen
      table={vehicleModelTable}
      api={vehicleModelApi}
      dialog={VehicleModelDialog}
      actions={actions}
      deletion={{
        title: t`Delete Vehicle`,
        describe: (row) =>
          t`Delete the vehicle model ${row.make.name} ${row.name} (${row.modelNo})? It is kept as inactive and leaves the pick lists.`,
        testId: 'vehicle-model-delete',
      }}
    >
      {() => (
        <RecordLogsDialog
          path={VEHICLE_MODEL_CALLS.logs}
          recordId={logsOf}
          onOpenChange={(o) => !o && setLogsOf(null)}
          description={t`Changes made to this vehicle model, newest first.`}
          labels={LOG_LABELS}
          testId="vehicle-model-logs"
        />
      )}
    </RecordScreen>
  )
}
