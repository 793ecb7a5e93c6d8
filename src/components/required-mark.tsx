import { useReadOnlyFields } from '@/components/read-only-fields'

/**
 * The one mark of a mandatory field, after its label: a star hidden from the accessible name (the field says
 * aria-required and its message what is missing). Nothing when `on` is false or the fields show read-only values.
 */
export function RequiredMark({ on = true }: { on?: boolean }) {
  const readOnly = useReadOnlyFields()
  if (!on || readOnly) return null
  return (
    <span aria-hidden="true" data-slot="required-mark" className="text-destructive">
      *
    </span>
  )
}
