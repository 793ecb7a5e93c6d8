import { useCallback, useId, useRef, useState, type FormEvent } from 'react'
import { fieldIds, type FieldState } from '@/components/ui/field-parts'

/** What a shared zod schema's safeParse answers, as far as a form reads it (no zod import: the type is enough). */
type Parsed<Out> =
  { success: true; data: Out } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }

interface Schema<Out> {
  safeParse: (value: unknown) => Parsed<Out>
}

type Errors<V> = Partial<Record<keyof V & string, string>>

/** Each field's first error message, as react-hook-form's zod resolver reports them. */
function errorsOf<V>(parsed: Parsed<unknown>): Errors<V> {
  const out: Record<string, string> = {}
  if (!parsed.success) for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message
  return out as Errors<V>
}

/**
 * A small controlled form over a shared schema, for the sign-in page (issue 23: react-hook-form stays off the first
 * page). It behaves as the react-hook-form forms do: validated on submit, then again on each change of a field
 * (whose own error updates); a failed submit focuses the first invalid field; the handler gets the parsed values.
 */
export function usePlainForm<V extends Record<string, string>, Out>(schema: Schema<Out>, initial: V) {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<Errors<V>>({})
  const submitted = useRef(false)
  const current = useRef(values)
  current.current = values
  const inputs = useRef(new Map<string, HTMLInputElement | null>())
  const id = useId()

  const setFocus = useCallback((name: keyof V & string) => inputs.current.get(name)?.focus(), [])

  const setValue = (name: keyof V & string, value: string) => {
    const next = { ...current.current, [name]: value }
    current.current = next
    setValues(next)
    if (submitted.current) setErrors((e) => ({ ...e, [name]: errorsOf<V>(schema.safeParse(next))[name] }))
  }

  const resetField = (name: keyof V & string) => {
    setValue(name, initial[name] ?? '')
    setErrors((e) => ({ ...e, [name]: undefined }))
  }

  const handleSubmit = (onValid: (data: Out) => void) => (event: FormEvent) => {
    event.preventDefault()
    submitted.current = true
    const parsed = schema.safeParse(current.current)
    const found = errorsOf<V>(parsed)
    setErrors(found)
    if (parsed.success) return onValid(parsed.data)
    const first = (Object.keys(initial) as (keyof V & string)[]).find((k) => found[k] !== undefined)
    if (first) setFocus(first)
  }

  /** The field's state for the shared markup (components/ui/field-parts.tsx). */
  const field = (name: keyof V & string): FieldState => ({ name, ...fieldIds(`${id}-${name}`), error: errors[name] })

  /** The input's props: name, value, ref and blur (as react-hook-form's `field`); onChange is the form's own. */
  const input = (name: keyof V & string) => ({
    name,
    value: values[name],
    ref: (el: HTMLInputElement | null) => void inputs.current.set(name, el),
  })

  return { values, getValues: () => current.current, setValue, resetField, setFocus, handleSubmit, field, input }
}
