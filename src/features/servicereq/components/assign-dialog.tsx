import { useLingui } from '@lingui/react/macro'
import { assignBody, SERVICE_REQUEST_CALLS as CALLS } from '@shared/api/servicereq'
import { AssignPersonDialog } from '@/components/assign-person-dialog'
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
  const call = useServiceRequestCall()
  const people = useServiceRequestTechnicians(request?._id ?? null)
  return (
    <AssignPersonDialog
      target={request}
      initial={request?.technician?._id ?? ''}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      people={people}
      title={t`Assign Technician`}
      description={request ? t`Who services ${request.requestNo} at ${request.serviceCentre.title}.` : ''}
      testId="servicereq-assign"
      label={t`Technician`}
      name="technicianId"
      placeholder={t`Select a technician`}
      empty={t`No active technician at this centre`}
      busy={call.isPending}
      onSave={(technicianId, source) => {
        if (!request) return
        const parsed = assignBody.safeParse({ recordId: request._id, technicianId: technicianId || undefined })
        if (!parsed.success) return serviceRequestText(i18n, parsed.error.issues[0]?.message)
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
      }}
    />
  )
}
