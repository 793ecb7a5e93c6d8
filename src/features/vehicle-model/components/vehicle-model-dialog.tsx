import { useMemo, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { SwitchFormField } from '@/components/form-choice-fields'
import { DateFormField } from '@/components/form-date-field'
import { TextFormField } from '@/components/form-text-field'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { useImageUpload } from '@/lib/use-image-upload'
import { useVehicleMakeOptions, vehicleModelApi } from '../api'
import { emptyValues, payloadOf, valuesOf, vehicleModelResolver } from '../form-values'
import { DocumentsField } from './documents-field'
import { LinesEditor } from './lines-editor'
import { MediaFields } from './media-fields'

const EMPTY = emptyValues()
const MAKES_LIST = 'vehicle-model-makes'
/** Rupees as typed: digits, commas and one decimal point. */
const amount = (v: string) => v.replace(/[^\d.,]/g, '')

/** A titled group of the form's fields, in up to three columns. */
function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <fieldset data-testid={testId} className="grid min-w-0 gap-x-4 gap-y-2 rounded-md border p-4 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  )
}

/** The makes already stored, offered as the make field's suggestions (any other is created on save). */
function MakeSuggestions() {
  const makes = useVehicleMakeOptions().data ?? []
  return (
    <datalist id={MAKES_LIST}>
      {makes.map((m) => (
        <option key={m._id} value={m.name} />
      ))}
    </datalist>
  )
}

function GeneralFields({ autoFocus }: { autoFocus: boolean }) {
  const { t } = useLingui()
  return (
    <Section title={t`Vehicle`} testId="vehicle-model-general">
      <TextFormField name="name" label={t`Vehicle name`} required autoComplete="off" maxLength={100} autoFocus={autoFocus} />
      <TextFormField name="make" label={t`Make`} required autoComplete="off" maxLength={100} list={MAKES_LIST} />
      <TextFormField name="model" label={t`Model`} autoComplete="off" maxLength={100} />
      <TextFormField name="modelNo" label={t`Model No.`} required autoComplete="off" maxLength={50} />
      <TextFormField name="company" label={t`Company`} autoComplete="off" maxLength={200} />
      <DateFormField name="manufacturedDate" label={t`Manufactured date`} />
      <TextFormField name="webLink" label={t`Web link`} type="url" autoComplete="off" maxLength={500} placeholder="https://" />
      <SwitchFormField name="active" label={t`Active`} className="self-center" />
      <MakeSuggestions />
    </Section>
  )
}

function PriceFields() {
  const { t } = useLingui()
  const money = { inputMode: 'decimal' as const, autoComplete: 'off', maxLength: 14, transform: amount }
  return (
    <Section title={t`Prices (₹)`} testId="vehicle-model-prices">
      <TextFormField name="price" label={t`Price`} {...money} />
      <TextFormField name="kitPrice" label={t`Kit price`} {...money} />
      <TextFormField name="batteryPrice" label={t`Battery price`} {...money} />
      <TextFormField name="bookingFee" label={t`Booking fee`} {...money} />
    </Section>
  )
}

/**
 * The vehicle model dialog (spec 002 section 3): 'Add Vehicle', 'Edit Vehicle' and 'View Vehicle'. The name, make
 * (typed; a new one is created on save), model, model no., company, manufactured date, web link and active; the price,
 * kit price, battery price and booking fee in rupees; the specifications and features (heading and value rows); the
 * logo, image and attachments (PNG or JPEG up to 3 MB); the documents the model's vehicles need. Checked by the shared
 * schema the server uses, its messages in the active language; a duplicate (114) points at the model number.
 */
export function VehicleModelDialog(props: RecordDialogProps) {
  const { t, i18n } = useLingui()
  const resolver = useMemo(() => () => vehicleModelResolver(i18n), [i18n])
  const logo = useImageUpload({ bucket: 'logo' })
  const image = useImageUpload({ bucket: 'images' })
  const attachments = useImageUpload({ bucket: 'docs' })
  const uploads = { logo, image, attachments }
  return (
    <RecordDialogFrame
      {...props}
      api={vehicleModelApi}
      testId="vehicle-model-dialog"
      className="sm:max-w-5xl"
      title={{ new: t`Add Vehicle`, edit: t`Edit Vehicle`, view: t`View Vehicle` }}
      description={(details, mode) =>
        mode !== 'new' && details
          ? t`${details.vehicleModel.make.name} ${details.vehicleModel.name} (${details.vehicleModel.modelNo}).`
          : undefined
      }
      empty={EMPTY}
      toValues={valuesOf}
      resolver={resolver}
      toPayload={payloadOf}
      duplicateField="modelNo"
      busy={logo.busy || image.busy || attachments.busy}
      resetOnEdit
    >
      {({ mode }) => (
        <div className="grid gap-4">
          <GeneralFields autoFocus={mode !== 'view'} />
          <PriceFields />
          <Section title={t`Specifications and features`} testId="vehicle-model-lines">
            <div className="grid gap-4 sm:col-span-2 lg:col-span-3">
              <LinesEditor
                name="specifications"
                title={t`Technical specifications`}
                addLabel={t`Add specification`}
                removeLabel={(shown) => t`Remove specification ${shown}`}
                testId="vehicle-model-specifications"
              />
              <LinesEditor
                name="features"
                title={t`Features`}
                addLabel={t`Add feature`}
                removeLabel={(shown) => t`Remove feature ${shown}`}
                testId="vehicle-model-features"
              />
            </div>
          </Section>
          <Section title={t`Uploads`} testId="vehicle-model-uploads">
            <MediaFields uploads={uploads} />
          </Section>
          <Section title={t`Documents`} testId="vehicle-model-documents-section">
            <DocumentsField />
          </Section>
        </div>
      )}
    </RecordDialogFrame>
  )
}
