import { useId, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { MOVE_STATUSES, SERVICE_REQUEST_CALLS as CALLS, SERVICE_REQUEST_MOVES, statusBody } from '@shared/api/servicereq'
import { ActionDialog, Field } from '@/components/action-dialog'
import { OptionSelect } from '@/components/ui/select'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { useServiceRequestCall } from '../api'
import { SERVICE_REQUEST_STATUS_LABELS } from '../labels'
import { SERVICE_REQUEST_TEXTS, serviceRequestServerTexts, serviceRequestText } from '../messages'
import type { ServiceRequestRow } from '../servicereq-table'

interface Props {
  request: ServiceRequestRow | null
  onOpenChange: (open: boolean) => void
  onDone: () => void
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * Change status: the statuses the request may move to (SERVICE_REQUEST_MOVES), sent to POST /servicereq/status with the
 * status the row showed (a request moved meanwhile is refused). Open while `request` is set.
 */
export function StatusDialog({ request, onOpenChange, onDone, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const id = useId()
  const call = useServiceRequestCall()
  const [status, setStatus] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [shownFor, setShownFor] = useState<ServiceRequestRow | null>(null)
  if (request !== shownFor) {
    setShownFor(request)
    setStatus('')
    setError(undefined)
  }
  const options = useMemo(
    () =>
      MOVE_STATUSES.filter((s) => request && SERVICE_REQUEST_MOVES[request.status].includes(s)).map((s) => ({
        value: s,
        label: i18n._(SERVICE_REQUEST_STATUS_LABELS[s]),
      })),
    [request, i18n],
  )

  const save = (source: ActionSource) => {
    if (!request) return
    if (!status) return setError(t`Please select a status`)
    const parsed = statusBody.safeParse({ recordId: request._id, status, from: request.status })
    if (!parsed.success) return setError(serviceRequestText(i18n, parsed.error.issues[0]?.message))
    setError(undefined)
    call.mutate(
      { path: CALLS.status, body: parsed.data, source },
      {
        onSuccess: (answer) => {
          if (!reportAnswer(i18n, answer, SERVICE_REQUEST_TEXTS.statusChanged, serviceRequestServerTexts)) return
          onOpenChange(false)
          onDone()
        },
      },
    )
  }

  return (
    <ActionDialog
      open={request !== null}
      onOpenChange={onOpenChange}
      title={t`Change Service Request Status`}
      description={request ? t`${request.requestNo} is ${i18n._(SERVICE_REQUEST_STATUS_LABELS[request.status])}.` : ''}
      testId="servicereq-status"
      busy={call.isPending}
      onSave={save}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <Field id={`${id}-status`} label={t`Status`} error={error}>
        <OptionSelect
          id={`${id}-status`}
          name="status"
          value={status}
          onValueChange={setStatus}
          options={options}
          placeholder={t`Select a status`}
          aria-invalid={error ? true : undefined}
          autoFocus
        />
      </Field>
    </ActionDialog>
  )
}
