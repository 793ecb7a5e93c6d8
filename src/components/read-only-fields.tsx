import { createContext, useContext, useId, type ReactNode } from 'react'
import { cn } from '@/lib/utils'

const ReadOnlyContext = createContext(false)

/**
 * The fields inside show their values as text (a record dialog in view mode): label and value, no input, no required
 * mark, no message. The shared fields (form-text-field.tsx, form-choice-fields.tsx, form-date-field.tsx) read it.
 */
export function ReadOnlyFields({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return <ReadOnlyContext.Provider value={readOnly}>{children}</ReadOnlyContext.Provider>
}

/** Whether the fields around show read-only values (view mode). */
export function useReadOnlyFields(): boolean {
  return useContext(ReadOnlyContext)
}

/** What an empty value shows. */
export const EMPTY_VALUE = '-'

/**
 * A field shown as its value: a group named by the label, with the text below it ('-' when empty). `name` is the
 * form field's path (data-readonly-field), so a test or a focus finds it as it found the input.
 */
export function ReadOnlyValue({ name, label, text, className }: { name: string; label: string; text: string; className?: string }) {
  const id = useId()
  return (
    <div
      role="group"
      aria-labelledby={id}
      data-slot="form-item"
      data-readonly-field={name}
      className={cn('grid content-start gap-2', className)}
    >
      <span id={id} className="text-sm leading-none font-medium">
        {label}
      </span>
      <p data-slot="readonly-value" className="min-h-9 rounded-md bg-muted/40 px-3 py-2 text-sm break-words whitespace-pre-wrap">
        {text.trim() === '' ? EMPTY_VALUE : text}
      </p>
    </div>
  )
}
