import { useFormContext } from 'react-hook-form'
import { LabelledFormField } from '@/components/form-text-field'
import { FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { NativeSelect } from '@/components/ui/select'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/utils'

interface ChoiceProps {
  /** The field's path in the form (inside a shadcn <Form>). */
  name: string
  label: string
  className?: string
}

type Option = { value: string; label: string }

/** The options, and a stored value they no longer hold (shown as it is rather than as the placeholder). */
const withUnlisted = (options: readonly Option[], value: string): readonly Option[] =>
  value && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options

/**
 * A labelled select of a react-hook-form form with its validation message, drawn the same on every screen (the native
 * select: keyboard, type-ahead and assistive technology as every platform expects). `options` carry their translated
 * labels; `placeholder` adds an empty first choice; `keepUnlisted` shows a stored value the options do not hold;
 * `onPicked` runs after a choice (to clear what depends on it).
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
  options: readonly Option[]
  required?: boolean
  placeholder?: string
  keepUnlisted?: boolean
  onPicked?: (value: string) => void
  autoFocus?: boolean
}) {
  return (
    <LabelledFormField name={name} label={label} required={required} className={className}>
      {(field) => (
        <NativeSelect
          {...field}
          value={String(field.value ?? '')}
          aria-required={required || undefined}
          autoFocus={autoFocus}
          onChange={(e) => {
            field.onChange(e)
            onPicked?.(e.target.value)
          }}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {(keepUnlisted ? withUnlisted(options, String(field.value ?? '')) : options).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </LabelledFormField>
  )
}

/** A labelled on/off switch of a react-hook-form form (active, published…), label after the switch. */
export function SwitchFormField({ name, label, className }: ChoiceProps) {
  const { control } = useFormContext()
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
