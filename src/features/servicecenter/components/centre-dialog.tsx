import { useMemo, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useWatch } from 'react-hook-form'
import { personNameCharacters } from '@shared/validation'
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog'
import { SwitchFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import type { MapMarker } from '@/components/map'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { useSaveGate } from '@/lib/use-save-gate'
import { serviceCenterApi } from '../api'
import { emptyValues, payloadOf, serviceCenterResolver, valuesOf, type Values } from '../form-values'
import { BranchesEditor } from './branches-editor'
import { CentreDependents } from './centre-dependents'
import { LocationField } from './location-field'

const EMPTY = emptyValues()
const digits = (v: string) => v.replace(/\D/g, '')

/** A titled group of the form's fields, in up to three columns. */
function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <fieldset data-testid={testId} className="grid min-w-0 gap-x-4 gap-y-2 rounded-md border p-4 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  )
}

/** The branches with a location, as markers on the centre's map. */
function useBranchMarkers(): MapMarker[] {
  const list = useWatch<Values, 'branches'>({ name: 'branches' })
  return useMemo(
    () =>
      (list ?? []).flatMap((b, i) => {
        const point = [Number(b.longitude), Number(b.latitude)] as const
        if (b.longitude.trim() === '' || b.latitude.trim() === '' || !point.every(Number.isFinite)) return []
        return [{ id: b._id || `new-${i}`, coordinates: point, label: b.name }]
      }),
    [list],
  )
}

function CentreLocation() {
  const { t } = useLingui()
  const markers = useBranchMarkers()
  return (
    <LocationField
      prefix=""
      mapLabel={t`Location of the service centre`}
      searchLabel={t`Search a place for the service centre`}
      required
      markers={markers}
      testId="servicecenter-location"
      className="sm:col-span-2 lg:col-span-3"
    />
  )
}

/**
 * The service centre dialog (new, edit, view; issue 18): title, contact, address, the location on the shared map (or
 * by place search, or typed), active, and the branches (added, edited and removed here, saved with the centre). Checked
 * by the shared schema the server uses, its messages in the active language.
 */
export function CentreDialog(props: RecordDialogProps) {
  const { t, i18n } = useLingui()
  const resolver = useMemo(() => () => serviceCenterResolver(i18n), [i18n])
  // Switching an active centre off asks first, saying what is still there (as its delete does).
  const editing = props.state?.mode === 'edit' ? props.state.id : null
  const stored = serviceCenterApi.useDetails(editing).data?.centre
  const gate = useSaveGate(
    (payload, mode) => mode === 'edit' && stored?.form.active === true && (payload as { active?: boolean }).active === false,
  )
  return (
    <>
      <RecordDialogFrame
        {...props}
        beforeSave={gate.beforeSave}
        busy={gate.asking}
        api={serviceCenterApi}
        testId="servicecenter-dialog"
        className="sm:max-w-5xl"
        title={{ new: t`Add Service Center`, edit: t`Edit Service Center`, view: t`View Service Center` }}
        description={(details, mode) => (mode !== 'new' && details ? t`Service centre ${details.centre.title}.` : undefined)}
        empty={EMPTY}
        toValues={valuesOf}
        resolver={resolver}
        toPayload={payloadOf}
        duplicateField="title"
        resetOnEdit
      >
        {({ mode }) => (
          <div className="grid gap-4">
            <Section title={t`Service centre`} testId="servicecenter-main">
              <TextFormField name="title" label={t`Title`} required autoComplete="off" maxLength={200} autoFocus={mode !== 'view'} />
              <TextFormField
                name="mobileNo"
                label={t`Mobile no.`}
                required
                inputMode="numeric"
                autoComplete="off"
                maxLength={10}
                transform={digits}
              />
              <TextFormField name="email" label={t`Official email`} required type="email" autoComplete="off" maxLength={200} />
              <SwitchFormField name="active" label={t`Active`} className="self-center" />
            </Section>
            <Section title={t`Address`} testId="servicecenter-address">
              <TextFormField
                name="address"
                label={t`Address`}
                required
                autoComplete="off"
                maxLength={500}
                className="sm:col-span-2 lg:col-span-3"
              />
              <TextFormField name="city" label={t`City`} autoComplete="off" maxLength={100} transform={personNameCharacters} />
              <TextFormField name="state" label={t`State`} autoComplete="off" maxLength={100} transform={personNameCharacters} />
              <TextFormField name="pin" label={t`Pin`} inputMode="numeric" autoComplete="off" maxLength={6} transform={digits} />
            </Section>
            <Section title={t`Location`} testId="servicecenter-location-section">
              <CentreLocation />
            </Section>
            <BranchesEditor />
          </div>
        )}
      </RecordDialogFrame>
      {editing && (
        <ConfirmDeleteDialog
          open={gate.asking}
          title={t`Deactivate Service Center`}
          description={t`Deactivate the service centre ${stored?.title ?? ''}? Its staff can no longer pick it.`}
          confirmLabel={t`Deactivate`}
          pending={false}
          onConfirm={() => gate.answer(true)}
          onOpenChange={(open) => !open && gate.answer(false)}
          data-testid="servicecenter-deactivate"
        >
          <CentreDependents recordId={editing} />
        </ConfirmDeleteDialog>
      )}
    </>
  )
}
