import { useLingui } from '@lingui/react/macro'
import { XIcon } from 'lucide-react'
import { MAX_SERVICES } from '@shared/api/servicereq'
import { FormList } from '@/components/form-list'
import { LabelledFormField } from '@/components/form-text-field'
import { useReadOnlyFields } from '@/components/read-only-fields'
import { Button } from '@/components/ui/button'
import { ServicePicker } from './service-picker'

/** One service row: the service (picked from the catalogue or typed; read-only its name) and Remove. */
function ServiceRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useLingui()
  const readOnly = useReadOnlyFields()
  return (
    <li className="grid grid-cols-[1fr_auto] items-start gap-2" data-testid="servicereq-service">
      <LabelledFormField name={`services.${index}.text`} label={t`Service ${index + 1}`}>
        {(field) => (
          <ServicePicker
            ref={field.ref}
            name={field.name}
            value={String(field.value ?? '')}
            onBlur={field.onBlur}
            onChange={(name) => field.onChange(name)}
          />
        )}
      </LabelledFormField>
      {!readOnly && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="mt-6"
          aria-label={t`Remove service ${index + 1}`}
          title={t`Remove service ${index + 1}`}
          onClick={onRemove}
        >
          <XIcon aria-hidden="true" />
        </Button>
      )}
    </li>
  )
}

/**
 * The services wanted: a labelled row per service, picked from the Services catalogue or typed (something it lacks),
 * with Remove, Add service below (1–20 rows, each at most 100 characters).
 */
export function ServicesEditor() {
  const { t } = useLingui()
  return (
    <FormList
      name="services"
      title={t`Services`}
      required
      max={MAX_SERVICES}
      addLabel={t`Add service`}
      focusField="text"
      newRow={() => ({ text: '' })}
      testId="servicereq-services"
      className="sm:col-span-2"
      row={(i, remove) => <ServiceRow index={i} onRemove={remove} />}
    />
  )
}
