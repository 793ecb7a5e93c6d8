import { useEffect, useState } from 'react'
import { useFormContext, useFormState } from 'react-hook-form'
import { LabelledFormField } from '@/components/form-text-field'
import { DateInput, type DateInputProps } from '@/components/ui/date-input'
import { useDateTexts } from '@/components/ui/date-input-parts'
import { noteDateProblem } from '@/lib/date-problems'
import { formatValueText, type DateTextProblem } from '@/lib/date-text'

type Props = {
  /** The field's path in the form (inside a shadcn <Form>). */
  name: string
  label: string
  /** Marks the label with a star (not part of the accessible name). */
  required?: boolean
} & Omit<DateInputProps, 'name' | 'value' | 'onChange' | 'withTime' | 'onProblem' | 'resetKey' | 'clearWhenInvalid'>

/** The error type of a text that is not a date; the form's own checks never use it. */
const DATE_TEXT_ERROR = 'dateText'

/**
 * A labelled date field of a react-hook-form form, with its validation message. The form keeps `yyyy-MM-dd` text
 * (what the native date input held), '' for none; the field shows and takes `dd/MM/yyyy`.
 */
export function DateFormField(props: Props) {
  return <DateLikeFormField {...props} withTime={false} />
}

/**
 * A labelled date-and-time field of a react-hook-form form. The form keeps `yyyy-MM-ddTHH:mm` text (what
 * the native date-time input held), '' for none; the field shows and takes `dd/MM/yyyy HH:mm`, 24-hour.
 */
export function DateTimeFormField(props: Props) {
  return <DateLikeFormField {...props} withTime />
}

/**
 * While the text is not a date the form holds '' (as the native input reported) and the field's message says what
 * is wrong: set as the field's error, and set again when a check of the whole form (a save) replaced it.
 */
function DateLikeFormField({ name, label, required = false, withTime, className, min, max, ...inputProps }: Props & { withTime: boolean }) {
  const { control, setError, clearErrors, getFieldState } = useFormContext()
  const state = useFormState({ control, name })
  const texts = useDateTexts(withTime)
  const [problem, setProblem] = useState<DateTextProblem | null>(null)
  const message = problem ? texts.problem(problem, min, max) : null
  const error = getFieldState(name, state).error

  // Noted for the record dialog's save, which refuses a form with a date that is not one.
  useEffect(() => {
    noteDateProblem(control, name, message)
    return () => noteDateProblem(control, name, null)
  }, [control, name, message])
  useEffect(() => {
    if (message && (error?.type !== DATE_TEXT_ERROR || error.message !== message)) setError(name, { type: DATE_TEXT_ERROR, message })
    else if (!message && error?.type === DATE_TEXT_ERROR) clearErrors(name)
  }, [message, error, name, setError, clearErrors])

  return (
    <LabelledFormField
      name={name}
      label={label}
      required={required}
      className={className}
      display={(value) => (typeof value === 'string' && value ? formatValueText(value, withTime) : '')}
    >
      {(field) => (
        <DateInput
          {...inputProps}
          aria-required={inputProps['aria-required'] ?? (required || undefined)}
          ref={field.ref}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          withTime={withTime}
          min={min}
          max={max}
          clearWhenInvalid
          onProblem={setProblem}
          // A reset of the form (new defaults) shows its value again instead of a text being typed.
          resetKey={control._defaultValues}
        />
      )}
    </LabelledFormField>
  )
}
