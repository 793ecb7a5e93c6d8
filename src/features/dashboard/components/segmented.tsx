import { Button } from '@/components/ui/button'

interface Props<V extends string> {
  /** The group's accessible name ("Group calls by"). */
  label: string
  options: readonly { value: V; label: string }[]
  value: V
  onChange: (value: V) => void
  testId?: string
}

/** A row of toggle buttons choosing one value (the model switch, the groupings); the chosen one is pressed. */
export function Segmented<V extends string>({ label, options, value, onChange, testId }: Props<V>) {
  return (
    <div role="group" aria-label={label} className="inline-flex flex-wrap gap-1 rounded-lg bg-muted p-0.5" data-testid={testId}>
      {options.map((o) => (
        <Button
          key={o.value}
          type="button"
          size="sm"
          variant={o.value === value ? 'default' : 'ghost'}
          className="h-7 px-2 text-xs"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          data-value={o.value}
        >
          {o.label}
        </Button>
      ))}
    </div>
  )
}
