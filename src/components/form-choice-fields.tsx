import { useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import { LabelledFormField } from '@/components/form-text-field'
import { ReadOnlyValue, useReadOnlyFields } from '@/components/read-only-fields'
import { FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { OptionSelect, type SelectOption } from '@/components/ui/select'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/utils'

interface ChoiceProps {
  /** The field's path in the form (inside a shadcn <Form>). */
  name: string
  label: string
  className?: string
}

/** The options, and a stored value they no longer hold (shown as it is rather than as the placeholder). */
const withUnlisted = (options: readonly SelectOption[], value: string): readonly SelectOption[] =>
  value && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options

/** A chosen value as its option's label (the value itself when no option has it). */
export const optionLabel = (options: readonly SelectOption[], value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value)
  return options.find((o) => o.value === text)?.label ?? text
}

/**
 * A labelled select of a react-hook-form form with its validation message, drawn the same on every screen (the styled
 * select of ui/select.tsx). `options` carry their translated labels; `placeholder` adds an empty first choice;
 * `keepUnlisted` shows a stored value the options do not hold; `onPicked` runs after a choice (to clear what depends
 * on it). Read-only it shows the chosen option's label.
 */
export function SelectFormField({
  name,
  label,
  options,
  required = false,
  placeholder,
  className,
  keepUnlisted = false,
  onPicked,
  autoFocus,
}: ChoiceProps & {
  options: readonly SelectOption[]
  required?: boolean
  placeholder?: string
  keepUnlisted?: boolean
  onPicked?: (value: string) => void
  autoFocus?: boolean
}) {
  return (
    <LabelledFormField name={name} label={label} required={required} className={className} display={(value) => optionLabel(options, value)}>
      {(field) => {
        const value = String(field.value ?? '')
        return (
          <OptionSelect
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            value={value}
            options={keepUnlisted ? withUnlisted(options, value) : options}
            placeholder={placeholder}
            aria-required={required || undefined}
            autoFocus={autoFocus}
            onValueChange={(next) => {
              field.onChange(next)
              onPicked?.(next)
            }}
          />
        )
      }}
    </LabelledFormField>
  )
}

/**
 * A labelled yes/no select of a boolean in a react-hook-form form (an enquiry's Active), with its message; read-only
 * it shows Yes or No.
 */
export function YesNoFormField({ name, label, className }: ChoiceProps) {
  const { t } = useLingui()
  const options = [
    { value: 'true', label: t`Yes` },
    { value: 'false', label: t`No` },
  ]
  const text = (value: unknown) => (value === false ? 'false' : 'true')
  return (
    <LabelledFormField name={name} label={label} className={className} display={(value) => optionLabel(options, text(value))}>
      {(field) => (
        <OptionSelect
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          value={text(field.value)}
          options={options}
          onValueChange={(next) => field.onChange(next === 'true')}
        />
      )}
    </LabelledFormField>
  )
}

/** A labelled on/off switch of a react-hook-form form (active, published…), label after the switch; read-only Yes or No. */
export function SwitchFormField({ name, label, className }: ChoiceProps) {
  const { control } = useFormContext()
  const readOnly = useReadOnlyFields()
  if (readOnly) return <ReadOnlySwitch name={name} label={label} className={className} />
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('flex items-center gap-2', className)}>
          <FormControl>
            <Switch name={field.name} checked={field.value === true} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          </FormControl>
          <FormLabel>{label}</FormLabel>
        </FormItem>
      )}
    />
  )
}

function ReadOnlySwitch({ name, label, className }: ChoiceProps) {
  const { t } = useLingui()
  const on: unknown = useWatch({ name })
  return <ReadOnlyValue name={name} label={label} text={on === true ? t`Yes` : t`No`} className={className} />
}
