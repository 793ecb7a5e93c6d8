import type { ComponentProps, ReactElement } from 'react'
import { useFormContext, useWatch, type ControllerRenderProps, type FieldValues } from 'react-hook-form'
import { ReadOnlyValue, useReadOnlyFields } from '@/components/read-only-fields'
import { RequiredMark } from '@/components/required-mark'
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'

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
 * enquiries draw their text inputs with it. Read-only (view mode) it shows its text; a password field is left out.
 */
export function TextFormField({ name, label, required = false, transform, rows, className, ...inputProps }: Props) {
  const readOnly = useReadOnlyFields()
  if (readOnly && inputProps.type === 'password') return null
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

/** A field's value as text: numbers and text as they are, nothing for none. */
const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value))

/**
 * The one frame of a labelled form field (text, select, date): its label with the required star, the control drawn by
 * `children` from the field's state, and below it its validation message in a line kept free for it, so a message
 * appearing moves nothing. Inside read-only fields (a record dialog in view mode) it shows the label and the value's
 * text (`display`, default the value as it is) instead: no control, no star, no message.
 */
export function LabelledFormField({
  name,
  label,
  required = false,
  className,
  display = asText,
  children,
}: {
  name: string
  label: string
  required?: boolean
  className?: string
  /** The value as a read-only field shows it (a choice's label, a date as it is written). */
  display?: (value: unknown) => string
  children: (field: ControllerRenderProps<FieldValues, string>) => ReactElement
}) {
  const { control } = useFormContext()
  const readOnly = useReadOnlyFields()
  if (readOnly) return <ReadOnlyFormValue name={name} label={label} display={display} className={className} />
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
          <FormMessageLine />
        </FormItem>
      )}
    />
  )
}

/**
 * The validation message under a field, in a line that is there with or without a message (one line of text high),
 * so showing a message does not move the fields below.
 */
export function FormMessageLine() {
  return (
    <div data-slot="form-message-line" className="-mt-1 min-h-5">
      <FormMessage className="leading-5" />
    </div>
  )
}

function ReadOnlyFormValue({
  name,
  label,
  display,
  className,
}: {
  name: string
  label: string
  display: (value: unknown) => string
  className?: string
}) {
  const value: unknown = useWatch({ name })
  return <ReadOnlyValue name={name} label={label} text={display(value)} className={className} />
}
