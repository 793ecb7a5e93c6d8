import { useMemo, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { TestDriveConfigDetails } from '@shared/api/testdrive-config'
import { SelectFormField, SwitchFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import type { RecordDialogMode } from '@/components/record-dialog-footer'
import { RecordDialogFrame, type RecordDialogProps, type RecordDialogState } from '@/components/record-screen/record-dialog'
import { useImageUpload } from '@/lib/use-image-upload'
import { withSaveReports } from '@/lib/record-api'
import { slotsRefusalOf, testDriveConfigApi, useConfigBranches, type SlotsRefusal } from '../api'
import { emptyValues, payloadOf, testDriveConfigResolver, valuesOf } from '../form-values'
import { IconField } from './icon-field'
import { SlotsInUse } from './slots-in-use'
import { WeekEditor } from './week-editor'

/** A new configuration's values (the form copies them; nothing changes this object). */
const EMPTY = emptyValues()

const digits = (v: string) => v.replace(/\D/g, '')
const phone = (v: string) => v.replace(/[^\d\s+-]/g, '')
const decimal = (v: string) => v.replace(/[^\d.-]/g, '')

/** A titled group of the form's fields, in up to three columns. */
function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <fieldset data-testid={testId} className="grid min-w-0 gap-x-4 gap-y-2 rounded-md border p-4 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  )
}

/**
 * The branch (GET /testdrive-config/branches: "name — centre"): a branch that has an active configuration is marked,
 * and a new configuration is not offered it; the record's own branch is always there, even when no longer listed.
 */
function BranchField({ mode, details }: { mode: RecordDialogMode; details: TestDriveConfigDetails | undefined }) {
  const { t } = useLingui()
  const { data } = useConfigBranches()
  const own = details?.form.branchId
  const options = useMemo(() => {
    const listed = (data ?? [])
      .filter((b) => mode !== 'new' || !b.configured || b._id === own)
      .map(({ _id, name, centre, configured }) => ({
        value: _id,
        label: configured && _id !== own ? t`${name} — ${centre} (already configured)` : `${name} — ${centre}`,
      }))
    if (!details || !own || listed.some((o) => o.value === own)) return listed
    return [...listed, { value: own, label: `${details.branch.name} — ${details.serviceCentre.title}` }]
  }, [data, mode, own, details, t])
  return (
    <SelectFormField
      name="branchId"
      label={t`Branch`}
      required
      options={options}
      placeholder={t`Select a branch`}
      autoFocus={mode !== 'view'}
    />
  )
}

/** What the dialog shows of an update refused for slots in use, for the opening it happened in. */
interface Refused {
  opening: RecordDialogState
  refusal: SlotsRefusal
}

/**
 * The test-drive slot configuration dialog (new, edit, view; issue 17, spec 002 sections 3–5): the branch, title, icon
 * and instruction; the address with its map link and coordinates; the contact; active; and the week editor. Checked
 * by the shared schema the server uses, its messages in the active language. An update refused because drives are
 * booked in slots it removes or reduces shows those slots and dates above the footer.
 */
export function ConfigDialog(props: RecordDialogProps) {
  const { t, i18n } = useLingui()
  const { state } = props
  const resolver = useMemo(() => () => testDriveConfigResolver(i18n), [i18n])
  const [refused, setRefused] = useState<Refused | null>(null)
  const api = useMemo(
    () =>
      withSaveReports(testDriveConfigApi, (answer) => {
        const refusal = answer && slotsRefusalOf(answer)
        setRefused(refusal ? { opening: state, refusal } : null)
      }),
    [state],
  )
  const icon = useImageUpload({ bucket: 'images' })
  return (
    <RecordDialogFrame
      {...props}
      api={api}
      testId="testdrive-config-dialog"
      className="sm:max-w-5xl"
      title={{ new: t`Add Test Drive Config`, edit: t`Edit Test Drive Config`, view: t`View Test Drive Config` }}
      description={(details, mode) =>
        mode !== 'new' && details ? t`Test drive configuration ${details.config.title} of ${details.config.branch.name}.` : undefined
      }
      empty={EMPTY}
      toValues={valuesOf}
      resolver={resolver}
      toPayload={payloadOf}
      duplicateField="branchId"
      busy={icon.busy}
      resetOnEdit
      footnote={() => refused && refused.opening === state && <SlotsInUse refusal={refused.refusal} />}
    >
      {({ mode, details }) => (
        <div className="grid gap-4">
          <Section title={t`Branch`} testId="testdrive-config-branch">
            <BranchField mode={mode} details={details?.config} />
            <TextFormField name="title" label={t`Title`} required autoComplete="off" maxLength={100} />
            <SwitchFormField name="active" label={t`Active`} className="self-center" />
            <IconField upload={icon} className="sm:col-span-2 lg:col-span-3" />
            <TextFormField
              name="instruction"
              label={t`Instruction`}
              rows={3}
              autoComplete="off"
              maxLength={2000}
              className="sm:col-span-2 lg:col-span-3"
            />
          </Section>
          <Section title={t`Address`} testId="testdrive-config-address">
            <TextFormField name="address" label={t`Address`} autoComplete="off" maxLength={500} className="sm:col-span-2 lg:col-span-3" />
            <TextFormField
              name="mapLink"
              label={t`Map link`}
              type="url"
              autoComplete="off"
              maxLength={2000}
              className="sm:col-span-2 lg:col-span-3"
            />
            <TextFormField name="city" label={t`City`} autoComplete="off" maxLength={100} />
            <TextFormField name="state" label={t`State`} autoComplete="off" maxLength={100} />
            <TextFormField name="country" label={t`Country`} autoComplete="off" maxLength={100} />
            <TextFormField name="latitude" label={t`Latitude`} inputMode="decimal" autoComplete="off" maxLength={20} transform={decimal} />
            <TextFormField
              name="longitude"
              label={t`Longitude`}
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              transform={decimal}
            />
          </Section>
          <Section title={t`Contact`} testId="testdrive-config-contact">
            <TextFormField name="contactPersonName" label={t`Contact person name`} autoComplete="off" maxLength={100} />
            <TextFormField name="contactEmail" label={t`Contact email`} type="email" autoComplete="off" maxLength={200} />
            <TextFormField
              name="officeNo"
              label={t`Office no.`}
              required
              inputMode="tel"
              autoComplete="off"
              maxLength={20}
              transform={phone}
            />
            <TextFormField name="mobileNo" label={t`Mobile no.`} inputMode="numeric" autoComplete="off" maxLength={10} transform={digits} />
          </Section>
          <WeekEditor />
        </div>
      )}
    </RecordDialogFrame>
  )
}
