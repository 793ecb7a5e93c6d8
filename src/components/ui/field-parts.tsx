import * as React from 'react'
import { useLingui } from '@lingui/react'
import { type Label as LabelPrimitive, Slot as SlotPrimitive } from 'radix-ui'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'
import { translateMessage } from '@/lib/validation-messages'

/**
 * The markup of a labelled form field (label, control, error text and their ids and aria), without a form library:
 * react-hook-form's fields (./form.tsx) and the plain sign-in forms (issue 23: no react-hook-form on the first page)
 * both render through these.
 */
export interface FieldState {
  name: string
  formItemId: string
  formMessageId: string
  /** The shared English error text, when the field is invalid. */
  error?: string
}

/** The ids of a field from its item's useId(). */
export const fieldIds = (id: string) => ({ formItemId: `${id}-form-item`, formMessageId: `${id}-form-item-message` })

export function FieldItem({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="form-item" className={cn('grid gap-2', className)} {...props} />
}

export function FieldLabel({
  field: { error, formItemId, name },
  className,
  ...props
}: React.ComponentProps<typeof LabelPrimitive.Root> & { field: FieldState }) {
  return (
    <Label
      data-slot="form-label"
      data-field={name}
      data-error={error !== undefined}
      className={cn('data-[error=true]:text-destructive', className)}
      htmlFor={formItemId}
      {...props}
    />
  )
}

export function FieldControl({
  field: { error, formItemId, formMessageId },
  ...props
}: React.ComponentProps<typeof SlotPrimitive.Root> & { field: FieldState }) {
  return (
    <SlotPrimitive.Root
      data-slot="form-control"
      id={formItemId}
      aria-describedby={error !== undefined ? formMessageId : undefined}
      aria-invalid={error !== undefined}
      {...props}
    />
  )
}

/** The error text, translated (shared English → Lingui), or the children when the field is valid. */
export function FieldMessage({ field: { error, formMessageId }, className, ...props }: React.ComponentProps<'p'> & { field: FieldState }) {
  const { i18n } = useLingui()
  const body = error !== undefined ? translateMessage(i18n, error) : props.children
  if (!body) return null
  return (
    <p data-slot="form-message" id={formMessageId} className={cn('text-sm text-destructive', className)} {...props}>
      {body}
    </p>
  )
}
