import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { toast } from 'sonner'
import { RC } from '@shared/response-codes'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { DataTable } from '@/components/data-table/data-table'
import { formatDuration } from '@/components/data-table/formatters'
import type { TableSearch } from '@/components/data-table/search-schema'
import { useReturnFocus } from '@/lib/return-focus'
import { useSession } from '@/lib/session'
import { CRM_LIST_KEY, useCallLead, useLeadByMobile } from './api'
import { LeadDialog, type LeadDialogState } from './components/lead-dialog'
import { LeadLogsDialog } from './components/lead-logs-dialog'
import { ReassignDialog } from './components/reassign-dialog'
import { crmTable, type LeadRow } from './crm-table'
import { CALL_OUTCOME_LABELS } from './labels'
import { crmMessages, crmText } from './messages'

const route = getRouteApi('/admin/crm')

/**
 * The CRM screen (issue 6): the leads on the shared table with its toolbar actions (add, edit, view, follow-up, call,
 * re-assign, logs; the catalog decides visibility, permission, selection and hotkeys), and the deep link
 * `?mobileNo=`: the lead with that number opens, or a new-lead form prefilled with it (marked Existing User when a
 * customer has the number); an invalid number is reported and dropped.
 */
export function CrmPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  const { t, i18n } = useLingui()
  const { perms } = useSession()
  const { mobileNo, mobileNoRejected, ...tableSearch } = search
  const onSearchChange = useCallback((next: TableSearch) => {
    const { mobileNo: _m, mobileNoRejected: _r, ...rest } = next
    void navigate({ search: rest as typeof search })
  }, [navigate])
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: CRM_LIST_KEY }), [queryClient])

  const [dialog, setDialog] = useState<LeadDialogState>(null)
  const [logsOf, setLogsOf] = useState<string | null>(null)
  const [reassigning, setReassigning] = useState<string[] | null>(null)
  const call = useCallLead()

  // Dialogs from hotkeys or the palette give the focus back to what had it (the table) on close.
  const { open, onCloseAutoFocus } = useReturnFocus()

  // The deep link. A rejected number: say so and drop it from the address.
  const dropDeepLink = useCallback(
    () => void navigate({ search: (prev) => ({ ...prev, mobileNo: undefined, mobileNoRejected: undefined }) as typeof prev, replace: true }),
    [navigate],
  )
  useEffect(() => {
    if (mobileNoRejected === undefined) return
    // After this commit: on a fresh page load the toaster subscribes in an effect that runs after this one.
    // Dropping the number re-runs this effect, so no cleanup cancels it; the id keeps it to one toast.
    setTimeout(() => toast.error(i18n._(crmMessages.invalidMobile), { id: 'crm-invalid-mobile' }), 0)
    dropDeepLink()
  }, [mobileNoRejected, i18n, dropDeepLink])
  const lookup = useLeadByMobile(mobileNo)
  const handled = useRef<string | null>(null)
  useEffect(() => {
    if (!mobileNo) {
      handled.current = null
      return
    }
    if (handled.current === mobileNo || !lookup.data) return
    handled.current = mobileNo
    const { lead, existingUser, customer } = lookup.data
    if (lead) {
      const mode = perms.allows({ screen: 'CRM', button: 'edit' }) ? 'edit' : 'view'
      open(() => setDialog({ mode, leadId: lead._id }))
    } else {
      open(() =>
        setDialog({
          mode: 'new',
          prefill: {
            mobileNo,
            callStatus: existingUser ? 'existed' : 'new_lead',
            existingCustomer: existingUser,
            ...(customer ? { fname: customer.fname, lname: customer.lname ?? '', email: customer.email ?? '', city: customer.city ?? '' } : {}),
          },
        }),
      )
    }
  }, [mobileNo, lookup.data, perms, open])
  useEffect(() => {
    if (mobileNo && lookup.isError) {
      handled.current = mobileNo
      toast.error(crmText(i18n, undefined, crmMessages.serverError))
    }
  }, [mobileNo, lookup.isError, i18n])

  const closeDialog = useCallback(
    (o: boolean) => {
      if (o) return
      setDialog(null)
      if (mobileNo) dropDeepLink()
    },
    [mobileNo, dropDeepLink],
  )

  const actions = useMemo<TableActions<LeadRow>>(() => {
    return {
      'action.add': () => open(() => setDialog({ mode: 'new' })),
      'action.edit': onFirstRow((row) => open(() => setDialog({ mode: 'edit', leadId: row._id }))),
      'action.view': onFirstRow((row) => open(() => setDialog({ mode: 'view', leadId: row._id }))),
      'action.followUp': onFirstRow((row) => open(() => setDialog({ mode: 'edit', leadId: row._id, focus: 'followup' }))),
      'action.logs': onFirstRow((row) => open(() => setLogsOf(row._id))),
      'action.reassign': (_source, selected) => open(() => setReassigning(selected.map((r) => r._id))),
      'action.call': onFirstRow((row, source) => {
        const name = `${row.fname} ${row.lname ?? ''}`.trim()
        const pending = toast.loading(t`Calling ${name} (${row.mobileNo})…`)
        call.mutate(
          { leadId: row._id, source },
          {
            onSuccess: (answer) => {
              toast.dismiss(pending)
              if (answer.responseCode !== RC.SUCCESS || !answer.data) {
                if (answer.responseCode !== RC.NO_PERMISSION) toast.error(crmText(i18n, answer.message, crmMessages.serverError))
                return
              }
              const { status, duration } = answer.data
              const outcome = i18n._(CALL_OUTCOME_LABELS[status])
              if (status === 'completed') toast.success(t`Call with ${name}: ${outcome}, ${formatDuration(duration)}`)
              else if (status === 'requested') toast.info(t`Calling ${name}: your phone rings first`)
              else toast.warning(t`Call with ${name}: ${outcome}`)
              refresh()
            },
            onError: () => toast.dismiss(pending),
          },
        )
      }),
    }
  }, [open, call, i18n, t, refresh])
  const onOpen = useCallback((row: LeadRow) => open(() => setDialog({ mode: 'view', leadId: row._id })), [open])

  return (
    <>
      <DataTable table={crmTable} search={tableSearch} onSearchChange={onSearchChange} onOpen={onOpen} actions={actions} />
      <LeadDialog state={dialog} onOpenChange={closeDialog} onSaved={refresh} onCloseAutoFocus={onCloseAutoFocus} />
      <LeadLogsDialog leadId={logsOf} onOpenChange={(o) => !o && setLogsOf(null)} />
      <ReassignDialog leadIds={reassigning} onOpenChange={(o) => !o && setReassigning(null)} onDone={refresh} onCloseAutoFocus={onCloseAutoFocus} />
    </>
  )
}
