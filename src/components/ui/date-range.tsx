import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { toast } from '@/lib/toast'
import { changeRange, type DateRangeRefusal, type DateRangeValue } from '@/lib/date-range'
import { cn } from '@/lib/utils'
import { DateInput } from './date-input'
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
 * or the end before the start is refused with a toast, so the pair always keeps start ≤ end. The calendars are
 * bounded the same way (min/max). The fields take dd/MM/yyyy: a day is applied once its text is a whole date; text
 * that is not one stays in the field with its message, the range keeping its last day.
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
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <DateInput
        id={id}
        className="w-48"
        value={value}
        min={min}
        max={max}
        disabled={disabled}
        // A day beyond the other one is refused by the range, with its toast.
        checkBounds={false}
        // A refused day leaves the value as it was: the field shows the applied day again.
        onChange={(next) => void onCommit(next)}
      />
    </div>
  )
}
