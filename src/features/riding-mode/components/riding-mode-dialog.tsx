import { useLingui } from '@lingui/react/macro'
import { RIDING_MODE_NUMBERS, type RidingModeNumber, type RidingModeRow, type RidingModeViewAnswer } from '@shared/api/riding-mode'
import { SwitchFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { ridingModeApi } from '../api'
import { NUMBER_LABELS } from '../messages'

/** The form's values: the numbers as their inputs' text (the shared schema turns them into numbers). */
type Values = { title: string; regenBreaking: boolean; active: boolean } & Record<RidingModeNumber, string>

const numbers = (f: (k: RidingModeNumber) => string) =>
  Object.fromEntries(RIDING_MODE_NUMBERS.map((k) => [k, f(k)])) as Record<RidingModeNumber, string>

const EMPTY: Values = { title: '', regenBreaking: false, active: true, ...numbers(() => '') }

const valuesOf = ({ result: r }: RidingModeViewAnswer): Values => ({
  title: r.title,
  regenBreaking: r.regenBreaking,
  active: r.active,
  ...numbers((k) => String(r[k as keyof RidingModeRow])),
})

/**
 * The riding-mode dialog (new, edit, view): the title and the eleven numeric settings, all required (spec 001
 * section 5), regenerative braking and active; the tax of the detail answer below. A duplicate title marks the title.
 */
export function RidingModeDialog(props: RecordDialogProps) {
  const { t, i18n } = useLingui()
  return (
    <RecordDialogFrame
      {...props}
      api={ridingModeApi}
      testId="riding-mode-dialog"
      title={{ new: t`New riding mode`, edit: t`Edit riding mode`, view: t`View riding mode` }}
      description={(_, mode) => (mode === 'view' ? t`The riding mode's controller settings.` : undefined)}
      empty={EMPTY}
      toValues={valuesOf}
      duplicateField="title"
      footnote={(details) =>
        details && (
          <p className="text-sm text-muted-foreground" data-testid="riding-mode-tax">
            {t`Tax`}: CGST {details.tax.cgst}%, SGST {details.tax.sgst}%
          </p>
        )
      }
    >
      {({ viewOnly }) => (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextFormField
            name="title"
            label={t`Title`}
            required
            autoFocus={!viewOnly}
            autoComplete="off"
            maxLength={100}
            className="sm:col-span-3"
          />
          {RIDING_MODE_NUMBERS.map((name) => (
            <TextFormField key={name} name={name} label={i18n._(NUMBER_LABELS[name])} required inputMode="decimal" autoComplete="off" />
          ))}
          <SwitchFormField name="regenBreaking" label={t`Regenerative braking`} />
          <SwitchFormField name="active" label={t`Active`} />
        </div>
      )}
    </RecordDialogFrame>
  )
}
