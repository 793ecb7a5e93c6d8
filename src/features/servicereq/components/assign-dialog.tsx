import { useId, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { assignBody, SERVICE_REQUEST_CALLS as CALLS } from '@shared/api/servicereq'
import { ActionDialog, Field } from '@/components/action-dialog'
import { personName } from '@/components/data-table/formatters'
import { OptionSelect } from '@/components/ui/select'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { useServiceRequestCall, useServiceRequestTechnicians } from '../api'
import { SERVICE_REQUEST_TEXTS, serviceRequestServerTexts, serviceRequestText } from '../messages'
import type { ServiceRequestRow } from '../servicereq-table'

interface Props {
  request: ServiceRequestRow | null
  onOpenChange: (open: boolean) => void
  onDone: () => void
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * Assign technician: an active worker of the request's centre (POST /servicereq/technicians), sent to POST
 * /servicereq/assign; the status is kept. Open while `request` is set.
 */
export function AssignDialog({ request, onOpenChange, onDone, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const id = useId()
  const call = useServiceRequestCall()
  const people = useServiceRequestTechnicians(request?._id ?? null)
  const [technicianId, setTechnicianId] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [shownFor, setShownFor] = useState<ServiceRequestRow | null>(null)
  if (request !== shownFor) {
    setShownFor(request)
    setTechnicianId(request?.technician?._id ?? '')
    setError(undefined)
  }
  const options = useMemo(
    () => (people.data ?? []).map((p) => ({ value: p._id, label: `${personName(p)} (${p.mobileNo})` })),
    [people.data],
  )

  const save = (source: ActionSource) => {
    if (!request) return
    const parsed = assignBody.safeParse({ recordId: request._id, technicianId: technicianId || undefined })
    if (!parsed.success) return setError(serviceRequestText(i18n, parsed.error.issues[0]?.message))
    setError(undefined)
    call.mutate(
      { path: CALLS.assign, body: parsed.data, source },
      {
        onSuccess: (answer) => {
          if (!reportAnswer(i18n, answer, SERVICE_REQUEST_TEXTS.assigned, serviceRequestServerTexts)) return
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
      title={t`Assign Technician`}
      description={request ? t`Who services ${request.requestNo} at ${request.serviceCentre.title}.` : ''}
      testId="servicereq-assign"
      busy={call.isPending}
      onSave={save}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <Field id={`${id}-technician`} label={t`Technician`} error={error}>
        <OptionSelect
          id={`${id}-technician`}
          name="technicianId"
          value={technicianId}
          onValueChange={setTechnicianId}
          options={options}
          placeholder={people.isFetching ? t`Loading…` : t`Select a technician`}
          aria-invalid={error ? true : undefined}
          autoFocus
        />
        {people.isSuccess && options.length === 0 && (
          <p className="text-sm text-muted-foreground">{t`No active technician at this centre`}</p>
        )}
      </Field>
    </ActionDialog>
  )
}
