import { useCallback, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { SERVICE_REQUEST_CALLS as CALLS, type MoveStatus } from '@shared/api/servicereq'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { RecordScreen, type ScreenTools } from '@/components/record-screen/record-screen'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { serviceRequestApi, useServiceRequestCall } from './api'
import { AssignDialog } from './components/assign-dialog'
import { PartsDialog } from './components/parts-dialog'
import { ServiceRequestDialog } from './components/servicereq-dialog'
import { ServiceRequestLogsDialog } from './components/servicereq-logs-dialog'
import { StatusDialog } from './components/status-dialog'
import { SERVICE_REQUEST_TEXTS, serviceRequestServerTexts } from './messages'
import { serviceRequestTable, type ServiceRequestRow } from './servicereq-table'

/**
 * The service requests screen (/admin/servicereq): the requests on the record screen with add, edit, view and delete
 * (soft, with Undo), and its own actions: assign a technician (an active worker of the request's centre), change status
 * (the dialog of the moves the request allows), one action per move (applied at once with a toast), issue parts from
 * the centre's stock (confirmed or in service) and the logs. The
 * catalog (commands/screens/servicereq.ts) decides visibility, permission, selection and hotkeys.
 */
export function ServiceRequestPage() {
  const { t, i18n } = useLingui()
  const refresh = serviceRequestApi.useRefresh()
  const [logsOf, setLogsOf] = useState<string | null>(null)
  const [assigning, setAssigning] = useState<ServiceRequestRow | null>(null)
  const [moving, setMoving] = useState<ServiceRequestRow | null>(null)
  const [issuing, setIssuing] = useState<ServiceRequestRow | null>(null)
  const { mutate } = useServiceRequestCall()

  /** POST /servicereq/status from the status the row shows, then the toast and the refreshed rows. */
  const move = useCallback(
    (row: ServiceRequestRow, status: MoveStatus, source: ActionSource) =>
      mutate(
        { path: CALLS.status, body: { recordId: row._id, status, from: row.status }, source },
        {
          onSuccess: (answer) => {
            if (reportAnswer(i18n, answer, SERVICE_REQUEST_TEXTS.statusChanged, serviceRequestServerTexts)) refresh()
          },
        },
      ),
    [mutate, i18n, refresh],
  )

  const actions = useCallback(
    ({ open }: ScreenTools): TableActions<ServiceRequestRow> => ({
      'action.logs': onFirstRow((row) => open(() => setLogsOf(row._id))),
      'action.assign': onFirstRow((row) => open(() => setAssigning(row))),
      'action.changeStatus': onFirstRow((row) => open(() => setMoving(row))),
      'action.confirmServiceRequest': onFirstRow((row, source) => move(row, 'confirmed', source)),
      'action.startServiceRequest': onFirstRow((row, source) => move(row, 'inservice', source)),
      'action.readyServiceRequest': onFirstRow((row, source) => move(row, 'ready', source)),
      'action.deliverServiceRequest': onFirstRow((row, source) => move(row, 'delivered', source)),
      'action.cancelServiceRequest': onFirstRow((row, source) => move(row, 'cancelled', source)),
      'action.issueParts': onFirstRow((row) => open(() => setIssuing(row))),
    }),
    [move],
  )

  return (
    <RecordScreen
      table={serviceRequestTable}
      api={serviceRequestApi}
      dialog={ServiceRequestDialog}
      actions={actions}
      deletion={{
        title: t`Delete service request`,
        describe: (row) => t`Delete the service request ${row.requestNo}? It is kept as inactive.`,
        testId: 'servicereq-delete',
      }}
    >
      {(tools) => (
        <>
          <ServiceRequestLogsDialog recordId={logsOf} onOpenChange={(o) => !o && setLogsOf(null)} />
          <AssignDialog
            request={assigning}
            onOpenChange={(o) => !o && setAssigning(null)}
            onDone={tools.refresh}
            onCloseAutoFocus={tools.onCloseAutoFocus}
          />
          <StatusDialog
            request={moving}
            onOpenChange={(o) => !o && setMoving(null)}
            onDone={tools.refresh}
            onCloseAutoFocus={tools.onCloseAutoFocus}
          />
          <PartsDialog
            request={issuing}
            onOpenChange={(o) => !o && setIssuing(null)}
            onDone={tools.refresh}
            onCloseAutoFocus={tools.onCloseAutoFocus}
          />
        </>
      )}
    </RecordScreen>
  )
}
