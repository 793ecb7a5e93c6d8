import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { RC } from '@shared/response-codes'
import { formatDuration } from '@/components/data-table/formatters'
import type { ActionSource } from '@/lib/api'
import { answerMessages } from '@/lib/report-answer'
import { toast } from '@/lib/toast'
import { crmApi, useCallLead } from './api'
import type { LeadRow } from './crm-table'
import { CALL_OUTCOME_LABELS } from './labels'
import { crmText } from './messages'

/**
 * The call action (click-to-call) on a lead: a toast while the call is placed, then its outcome (completed with the
 * duration, ringing, or why not), and the table refreshed with the lead's last call.
 */
export function useCallLeadAction() {
  const { t, i18n } = useLingui()
  const call = useCallLead()
  const refresh = crmApi.useRefresh()
  const { mutate } = call
  return useCallback(
    (row: LeadRow, source: ActionSource) => {
      const name = `${row.fname} ${row.lname ?? ''}`.trim()
      const pending = toast.loading(t`Calling ${name} (${row.mobileNo})…`)
      mutate(
        { leadId: row._id, source },
        {
          onSuccess: (answer) => {
            toast.dismiss(pending)
            if (answer.responseCode !== RC.SUCCESS || !answer.data) {
              if (answer.responseCode !== RC.NO_PERMISSION) toast.error(crmText(i18n, answer.message, answerMessages.serverError))
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
    },
    [mutate, t, i18n, refresh],
  )
}
