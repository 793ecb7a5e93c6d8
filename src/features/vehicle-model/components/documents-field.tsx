import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import { VEHICLE_DOCUMENTS, type VehicleDocument } from '@shared/api/vehicle-model.query'
import { ReadOnlyValue, useReadOnlyFields } from '@/components/read-only-fields'
import { Checkbox } from '@/components/ui/checkbox'
import type { Values } from '../form-values'
import { VEHICLE_DOCUMENT_LABELS } from '../labels'

/**
 * The documents this model's vehicles need (spec 002 section 3, Vehicle documents): a checkbox per kind, with its
 * translated label (Tab moves between them, Space ticks). Read-only, the ticked ones as a list.
 */
export function DocumentsField() {
  const { t, i18n } = useLingui()
  const readOnly = useReadOnlyFields()
  const form = useFormContext<Values>()
  const chosen = useWatch<Values, 'documents'>({ name: 'documents' }) ?? []
  const legendId = useId()
  if (readOnly)
    return (
      <ReadOnlyValue
        name="documents"
        label={t`Vehicle documents`}
        text={chosen.map((d) => i18n._(VEHICLE_DOCUMENT_LABELS[d])).join(', ')}
        className="sm:col-span-2 lg:col-span-3"
      />
    )
  const toggle = (kind: VehicleDocument, on: boolean) => {
    const next = on ? [...chosen, kind] : chosen.filter((d) => d !== kind)
    form.setValue(
      'documents',
      VEHICLE_DOCUMENTS.filter((d) => next.includes(d)),
      { shouldDirty: true },
    )
  }
  return (
    <div role="group" aria-labelledby={legendId} className="grid gap-2 sm:col-span-2 lg:col-span-3" data-testid="vehicle-model-documents">
      <span id={legendId} className="text-sm font-medium">
        {t`Vehicle documents`}
      </span>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {VEHICLE_DOCUMENTS.map((kind) => {
          const id = `${legendId}-${kind}`
          return (
            <div key={kind} className="flex items-center gap-2">
              <Checkbox
                id={id}
                name={`documents.${kind}`}
                checked={chosen.includes(kind)}
                onCheckedChange={(c) => toggle(kind, c === true)}
              />
              <label htmlFor={id} className="text-sm">
                {i18n._(VEHICLE_DOCUMENT_LABELS[kind])}
              </label>
            </div>
          )
        })}
      </div>
    </div>
  )
}
