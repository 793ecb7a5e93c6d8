import { useCallback, useId, useRef, useState, type FormEvent } from 'react'
import { fieldIds, type FieldState } from '@/components/ui/field-parts'
import { toastNetworkError } from './api'

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
 * The schema is loaded (`load`, a dynamic import of the shared schema) at the first edit or submit, so zod is not
 * part of the page's first download.
 */
export function usePlainForm<V extends Record<string, string>, Out>(load: () => Promise<Schema<Out>>, initial: V) {
  const [values, setValues] = useState<V>(initial)
  const schema = useRef<Schema<Out> | null>(null)
  const loading = useRef<Promise<Schema<Out>> | null>(null)
  const loadSchema = () =>
    (loading.current ??= load().then(
      (s) => (schema.current = s),
      (error: unknown) => {
        // A failed download (offline): the next edit or submit tries again.
        loading.current = null
        throw error
      },
    ))
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
    if (!schema.current) void loadSchema().catch(() => undefined)
    const loaded = schema.current
    if (submitted.current && loaded) setErrors((e) => ({ ...e, [name]: errorsOf<V>(loaded.safeParse(next))[name] }))
  }

  const resetField = (name: keyof V & string) => {
    setValue(name, initial[name] ?? '')
    setErrors((e) => ({ ...e, [name]: undefined }))
  }

  const handleSubmit = (onValid: (data: Out) => void) => (event: FormEvent) => {
    event.preventDefault()
    if (schema.current) return check(schema.current, onValid)
    // Not loaded yet (no edit before the submit): check once it is; a failed download says so, as a failed call does.
    loadSchema().then((loaded) => check(loaded, onValid), toastNetworkError)
  }

  const check = (loaded: Schema<Out>, onValid: (data: Out) => void) => {
    submitted.current = true
    const parsed = loaded.safeParse(current.current)
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
