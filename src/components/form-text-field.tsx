import type { ComponentProps, ReactElement } from 'react'
import { useFormContext, type ControllerRenderProps, type FieldValues } from 'react-hook-form'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'

/** The star after a mandatory field's label; hidden from the accessible name (the message says what is missing). */
export function RequiredMark({ on }: { on: boolean }) {
  if (!on) return null
  return (
    <span aria-hidden="true" className="text-destructive">
      *
    </span>
  )
}

type Props = {
  /** The field's path in the form (inside a shadcn <Form>). */
  name: string
  label: string
  /** Marks the label with a star (not part of the accessible name). */
  required?: boolean
  /** Rewrites what is typed (digits only, upper case…) before the form sees it. */
  transform?: (value: string) => string
  /** A multi-line field with this many rows. */
  rows?: number
} & Omit<ComponentProps<'input'>, 'name'>

/**
 * A labelled text field of a react-hook-form form, with its validation message: the forms of users, leads and
 * enquiries draw their text inputs with it.
 */
export function TextFormField({ name, label, required = false, transform, rows, className, ...inputProps }: Props) {
  return (
    <LabelledFormField name={name} label={label} required={required} className={className}>
      {(field) => {
        const common = {
          name: field.name,
          // A given aria-required wins: a field another field makes required says false too (the advertisement's link type).
          'aria-required': inputProps['aria-required'] ?? (required || undefined),
          onBlur: field.onBlur,
          value: String(field.value ?? ''),
          onChange: (e: { target: { value: string } }) => field.onChange(transform ? transform(e.target.value) : e.target.value),
        }
        return rows !== undefined ? (
          <Textarea {...(inputProps as ComponentProps<'textarea'>)} {...common} ref={field.ref} rows={rows} />
        ) : (
          <Input className="read-only:bg-muted read-only:text-muted-foreground" {...inputProps} {...common} ref={field.ref} />
        )
      }}
    </LabelledFormField>
  )
}

/**
 * The one frame of a labelled form field (text, select, date): its label with the required star, the control drawn by
 * `children` from the field's state, and its validation message below.
 */
export function LabelledFormField({
  name,
  label,
  required = false,
  className,
  children,
}: {
  name: string
  label: string
  required?: boolean
  className?: string
  children: (field: ControllerRenderProps<FieldValues, string>) => ReactElement
}) {
  const { control } = useFormContext()
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>
            {label}
            <RequiredMark on={required} />
          </FormLabel>
          <FormControl>{children(field)}</FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
