import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import { SERVICE_SLOTS } from '@shared/api/servicereq.query'
import type { ServiceRequestDetails } from '@shared/api/servicereq'
import { formatDateTime, personName } from '@/components/data-table/formatters'
import { SelectFormField, SwitchFormField } from '@/components/form-choice-fields'
import { DateFormField } from '@/components/form-date-field'
import { TextFormField } from '@/components/form-text-field'
import { ReadOnlyValue } from '@/components/read-only-fields'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { serviceRequestApi, useServiceRequestCentres } from '../api'
import { emptyValues, payloadOf, serviceRequestResolver, valuesOf, type Values } from '../form-values'
import { SERVICE_REQUEST_STATUS_LABELS, SERVICE_SLOT_LABELS } from '../labels'
import { CustomerFields } from './customer-field'
import { LinesEditor } from './lines-editor'
import { ServicesEditor } from './services-editor'

/** What the form does not edit: the number, status, technician and when it was made. */
function Summary({ request }: { request: ServiceRequestDetails }) {
  const { t, i18n } = useLingui()
  const values: [string, string, string][] = [
    ['requestNo', t`Request No.`, request.requestNo],
    ['status', t`Status`, i18n._(SERVICE_REQUEST_STATUS_LABELS[request.status])],
    ['technician', t`Technician`, request.technician ? personName(request.technician) : ''],
    ['createdAt', t`Created At`, formatDateTime(request.createdAt)],
  ]
  return (
    <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-4" data-testid="servicereq-summary">
      {values.map(([name, label, text]) => (
        <ReadOnlyValue key={name} name={name} label={label} text={text} />
      ))}
    </div>
  )
}

/** The parts issued to the request from its centre's stock (read-only; issued by the Issue parts action). */
function Parts({ request }: { request: ServiceRequestDetails }) {
  const { t } = useLingui()
  return (
    <div className="grid gap-1" data-testid="servicereq-parts">
      <p className="text-sm font-medium">{t`Parts issued`}</p>
      {request.parts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t`No parts issued`}</p>
      ) : (
        <ul className="grid gap-0.5 text-sm">
          {request.parts.map((p) => (
            <li key={p.productId} data-product-id={p.productId}>
              {t`${p.name} (${p.sku}) × ${p.quantity}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The centre and its branch: the branch's options are the chosen centre's; choosing another centre clears it. */
function CentreFields() {
  const { t } = useLingui()
  const { setValue } = useFormContext<Values>()
  const centres = useServiceRequestCentres().data
  const scuId = useWatch<Values, 'scuId'>({ name: 'scuId' })
  const centreOptions = useMemo(() => (centres ?? []).map((c) => ({ value: c._id, label: c.title })), [centres])
  const branchOptions = useMemo(
    () => (centres?.find((c) => c._id === scuId)?.branches ?? []).map((b) => ({ value: b._id, label: b.name })),
    [centres, scuId],
  )
  return (
    <>
      <SelectFormField
        name="scuId"
        label={t`Service Centre`}
        required
        options={centreOptions}
        placeholder={t`Select a service centre`}
        keepUnlisted
        onPicked={() => setValue('branchId', '', { shouldDirty: true })}
      />
      <SelectFormField name="branchId" label={t`Branch`} options={branchOptions} placeholder={t`No branch`} keepUnlisted />
    </>
  )
}

/** The fields of the add and edit form. */
function Fields({ autoFocus }: { autoFocus: boolean }) {
  const { t, i18n } = useLingui()
  const pickup = useWatch<Values, 'pickup'>({ name: 'pickup' })
  return (
    <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
      <CustomerFields autoFocus={autoFocus} />
      <CentreFields />
      <DateFormField name="requestedDay" label={t`Requested day`} required />
      <SelectFormField
        name="slot"
        label={t`Slot`}
        required
        options={SERVICE_SLOTS.map((v) => ({ value: v, label: i18n._(SERVICE_SLOT_LABELS[v]) }))}
        placeholder={t`Select a slot`}
      />
      <ServicesEditor />
      <SwitchFormField name="pickup" label={t`Pickup`} className="self-center" />
      {pickup ? (
        <TextFormField name="pickupAddress" label={t`Pickup address`} required rows={2} autoComplete="off" maxLength={300} />
      ) : (
        <span />
      )}
      <LinesEditor name="estimate" title={t`Estimate`} />
      <LinesEditor name="bill" title={t`Final bill`} />
      <TextFormField name="remarks" label={t`Remarks`} rows={3} autoComplete="off" maxLength={1000} className="sm:col-span-2" />
    </div>
  )
}

/**
 * The service request dialog: 'Add Service Request', 'Edit Service Request' and 'View Service Request' ask for the
 * customer's mobile number (their vehicle number fills a blank Vehicle No.), the centre and branch, the requested day
 * and slot, the services, the pickup and its address, the estimate and final bill lines (rupees; totals below each)
 * and remarks; checked by the shared schema the server uses, its messages in the active language. Edit and view show
 * the number, status and technician above, and the parts issued below.
 */
export function ServiceRequestDialog(props: RecordDialogProps) {
  const { t, i18n } = useLingui()
  const centres = useServiceRequestCentres().data
  // An actor with a single centre (an scc) gets it preset.
  const empty = useMemo(() => ({ ...emptyValues(), scuId: centres?.length === 1 ? centres[0]!._id : '' }), [centres])
  const resolver = useMemo(() => (mode: string) => serviceRequestResolver(i18n, mode === 'new'), [i18n])
  return (
    <RecordDialogFrame
      {...props}
      api={serviceRequestApi}
      testId="servicereq-dialog"
      className="sm:max-w-3xl"
      title={{ new: t`Add Service Request`, edit: t`Edit Service Request`, view: t`View Service Request` }}
      description={(details, mode) =>
        mode !== 'new' && details ? t`${details.serviceRequest.requestNo} at ${details.serviceRequest.serviceCentre.title}.` : undefined
      }
      empty={empty}
      toValues={valuesOf}
      resolver={resolver}
      toPayload={payloadOf}
    >
      {({ mode, details }) => (
        <div className="grid gap-4">
          {mode !== 'new' && details && <Summary request={details.serviceRequest} />}
          <Fields autoFocus={mode !== 'view'} />
          {mode !== 'new' && details && <Parts request={details.serviceRequest} />}
        </div>
      )}
    </RecordDialogFrame>
  )
}
