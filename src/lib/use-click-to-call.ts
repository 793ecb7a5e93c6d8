import { useCallback } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { callAnswer, CRM_CALL_PREFIX, CRM_CALLS, CRM_MESSAGES as CM } from '@shared/api/crm'
import { RC } from '@shared/response-codes'
import { formatDuration } from '@/components/data-table/formatters'
import { api, type ActionSource } from '@/lib/api'
import { CALL_OUTCOME_LABELS } from '@/lib/lead-labels'
import { answerMessages, serverText, type ServerTexts } from '@/lib/report-answer'
import { toast } from '@/lib/toast'

/** Who is called: the lead (its id) and what names it to the user. */
export interface CallTarget {
  leadId: string
  name: string
  mobileNo: string
}

/** The click-to-call answer's texts (shared/api/crm.ts) and their translations. */
const CALL_TEXTS: ServerTexts = new Map<string, MessageDescriptor>([
  [CM.callPlaced, msg`Call placed`],
  [CM.noAgentNumber, msg`Your account has no mobile number to call from`],
  [CM.callFailed, msg`The call could not be placed, please try after some time`],
])

/**
 * Click-to-call (POST /api/exotel/call/customer `{ leadId }`), from the CRM's leads and from the bookings (the
 * customer's lead): a toast while the call is placed, then its outcome (completed with the duration, ringing, or why
 * not), and `onCalled` (the screen refreshes the lead's last call).
 */
export function useClickToCall(onCalled: () => void) {
  const { t, i18n } = useLingui()
  const { mutate } = useMutation({
    mutationFn: ({ leadId, source }: { leadId: string; source: ActionSource }) =>
      api.post(`${CRM_CALL_PREFIX}${CRM_CALLS.callCustomer}`, { leadId }, { source, schema: callAnswer }),
  })
  return useCallback(
    ({ leadId, name, mobileNo }: CallTarget, source: ActionSource) => {
      const pending = toast.loading(t`Calling ${name} (${mobileNo})…`)
      mutate(
        { leadId, source },
        {
          onSuccess: (answer) => {
            toast.dismiss(pending)
            if (answer.responseCode !== RC.SUCCESS || !answer.data) {
              if (answer.responseCode !== RC.NO_PERMISSION)
                toast.error(serverText(i18n, CALL_TEXTS, answer.message, answerMessages.serverError))
              return
            }
            const { status, duration } = answer.data
            const outcome = i18n._(CALL_OUTCOME_LABELS[status])
            if (status === 'completed') toast.success(t`Call with ${name}: ${outcome}, ${formatDuration(duration)}`)
            else if (status === 'requested') toast.info(t`Calling ${name}: your phone rings first`)
            else toast.warning(t`Call with ${name}: ${outcome}`)
            onCalled()
          },
          onError: () => toast.dismiss(pending),
        },
      )
    },
    [mutate, t, i18n, onCalled],
  )
}
