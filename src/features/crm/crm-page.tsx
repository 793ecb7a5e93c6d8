import { useCallback, useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import type { ActionSource } from '@/lib/api'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { RecordScreen, type ScreenTools } from '@/components/record-screen/record-screen'
import { useClickToCall } from '@/lib/use-click-to-call'
import { crmApi, type ReassignLead } from './api'
import { LeadDialog } from './components/lead-dialog'
import { LeadLogsDialog } from './components/lead-logs-dialog'
import { ReassignDialog } from './components/reassign-dialog'
import { crmTable, type LeadRow } from './crm-table'
import { DEEP_LINK_SEARCH, LeadDeepLink, useDropDeepLink } from './lead-deep-link'

const route = getRouteApi('/admin/crm')

/**
 * The CRM screen (issue 6): the leads on the record screen with add, edit and view, and its own toolbar actions
 * (follow-up, call, re-assign, logs; the catalog decides visibility, permission, selection and hotkeys); the deep link
 * `?mobileNo=` opens the lead with that number or a prefilled new one, and leaves the address when the dialog closes.
 */
export function CrmPage() {
  const { mobileNo } = route.useSearch()
  const dropDeepLink = useDropDeepLink()
  const refresh = crmApi.useRefresh()
  const call = useClickToCall(refresh)
  const callLead = useCallback(
    (row: LeadRow, source: ActionSource) =>
      call({ leadId: row._id, name: `${row.fname} ${row.lname ?? ''}`.trim(), mobileNo: row.mobileNo }, source),
    [call],
  )
  const [logsOf, setLogsOf] = useState<string | null>(null)
  const [reassigning, setReassigning] = useState<ReassignLead[] | null>(null)

  const actions = useCallback(
    ({ open, openDialog }: ScreenTools): TableActions<LeadRow> => ({
      'action.followUp': onFirstRow((row) => openDialog({ mode: 'edit', id: row._id, focus: 'followup' })),
      'action.logs': onFirstRow((row) => open(() => setLogsOf(row._id))),
      'action.reassign': (_source, selected) =>
        open(() => setReassigning(selected.map(({ _id, version, fname, lname, mobileNo }) => ({ _id, version, fname, lname, mobileNo })))),
      'action.call': onFirstRow(callLead),
    }),
    [callLead],
  )
  const onDialogClosed = useCallback(() => {
    if (mobileNo) dropDeepLink()
  }, [mobileNo, dropDeepLink])

  return (
    <RecordScreen
      table={crmTable}
      api={crmApi}
      dialog={LeadDialog}
      actions={actions}
      ownSearch={DEEP_LINK_SEARCH}
      onDialogClosed={onDialogClosed}
    >
      {(tools) => (
        <>
          <LeadDeepLink openDialog={tools.openDialog} />
          <LeadLogsDialog leadId={logsOf} onOpenChange={(o) => !o && setLogsOf(null)} />
          <ReassignDialog
            leads={reassigning}
            onOpenChange={(o) => !o && setReassigning(null)}
            onDone={tools.refresh}
            onCloseAutoFocus={tools.onCloseAutoFocus}
          />
        </>
      )}
    </RecordScreen>
  )
}
