import type { ReactNode } from 'react'

/** A titled group of the booking form's fields, laid out in up to three columns. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <fieldset data-testid={testId} className="grid min-w-0 gap-x-4 gap-y-2 rounded-md border p-4 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  )
}

/** A read-only figure of a booking (a total, the RTO balance, an RC date): a label and its value, as text. */
export function Figure({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <div className="grid content-start gap-1" data-figure={name}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium tabular-nums" data-slot="figure-value">
        {value}
      </dd>
    </div>
  )
}
