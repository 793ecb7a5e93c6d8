import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { toast } from '@/lib/toast'
import { changeRange, isCompleteDay, type DateRangeRefusal, type DateRangeValue } from '@/lib/date-range'
import { cn } from '@/lib/utils'
import { Input } from './input'
import { Label } from './label'

interface Props {
  value: DateRangeValue
  onChange: (range: DateRangeValue) => void
  /** Accessible and visible labels; 'Start date' and 'End date' when not given. */
  startLabel?: string
  endLabel?: string
  disabled?: boolean
  className?: string
}

/**
 * A labelled start/end date pair (spec 000 section 5 "Date ranges"): a change that would put the start after the end
 * or the end before the start is refused with a toast, so the pair always keeps start ≤ end. The native pickers are
 * bounded the same way (min/max). A half-typed year is kept as a draft in the field and applied once it is a whole
 * date; leaving the field drops the draft.
 */
export function DateRange({ value, onChange, startLabel, endLabel, disabled, className }: Props) {
  const { t } = useLingui()
  const id = useId()
  const messages: Record<DateRangeRefusal, string> = {
    startAfterEnd: t`Start date cannot be after end date`,
    endBeforeStart: t`End date cannot be before start date`,
  }

  const apply = (side: 'start' | 'end', next: string): boolean => {
    const change = changeRange(value, side, next)
    if (!change.ok) {
      toast.error(messages[change.reason], { id: `date-range-${change.reason}` })
      return false
    }
    onChange(change.range)
    return true
  }

  return (
    <div className={cn('flex flex-wrap items-end gap-3', className)}>
      <DayField
        id={`${id}-start`}
        label={startLabel ?? t`Start date`}
        value={value.start}
        max={value.end || undefined}
        disabled={disabled}
        onCommit={(next) => apply('start', next)}
      />
      <DayField
        id={`${id}-end`}
        label={endLabel ?? t`End date`}
        value={value.end}
        min={value.start || undefined}
        disabled={disabled}
        onCommit={(next) => apply('end', next)}
      />
    </div>
  )
}

interface DayFieldProps {
  id: string
  label: string
  value: string
  min?: string
  max?: string
  disabled?: boolean
  /** Answers whether the value was taken; a refused value is put back to the applied one. */
  onCommit: (value: string) => boolean
}

function DayField({ id, label, value, min, max, disabled, onCommit }: DayFieldProps) {
  // The text shown while a date is being typed; null when the field shows the applied value.
  const [draft, setDraft] = useState<string | null>(null)
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        className="w-40"
        value={draft ?? value}
        min={min}
        max={max}
        disabled={disabled}
        onChange={(e) => {
          const next = e.target.value
          if (next === '' || isCompleteDay(next)) {
            setDraft(null)
            onCommit(next)
          } else {
            setDraft(next)
          }
        }}
        onBlur={() => setDraft(null)}
      />
    </div>
  )
}
