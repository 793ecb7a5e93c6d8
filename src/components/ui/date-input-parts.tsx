import type { Ref } from 'react'
import { useLingui } from '@lingui/react/macro'
import { dayOfValue, formatDayText, formatValueText, type DateTextProblem } from '@/lib/date-text'
import { Input } from './input'

/** The texts of a date field (DateInput): its placeholder (the format) and its messages, translated. */
export function useDateTexts(withTime: boolean) {
  const { t } = useLingui()
  const dayPattern = t`dd/mm/yyyy`
  const dateTimePattern = t`dd/mm/yyyy hh:mm`
  const pattern = withTime ? dateTimePattern : dayPattern
  const timePattern = dateTimePattern.slice(dayPattern.length).trim() || 'hh:mm'
  return {
    pattern,
    timePattern,
    chooseLabel: withTime ? t`Choose date and time` : t`Choose date`,
    timeLabel: t`Time (24-hour)`,
    timeProblem: t`Enter a 24-hour time as ${timePattern}`,
    loading: t`Loading…`,
    /** The message of a refused text; `min` / `max` are the field's bounds (values). */
    problem(problem: DateTextProblem, min?: string, max?: string): string {
      if (problem === 'beforeMin' && min) {
        const first = formatValueText(min, withTime) || formatDayText(dayOfValue(min))
        return t`Enter a date on or after ${first}`
      }
      if (problem === 'afterMax' && max) {
        const last = formatValueText(max, withTime) || formatDayText(dayOfValue(max))
        return t`Enter a date on or before ${last}`
      }
      return withTime ? t`Enter a date and 24-hour time as ${pattern}` : t`Enter a date as ${pattern}`
    },
  }
}

/** The date-time field's time box under its calendar: hh:mm in 24 hours, applied with Enter. */
export function TimeBox({
  id,
  inputRef,
  label,
  placeholder,
  problem,
  value,
  wrong,
  onChange,
  onEnter,
}: {
  id: string
  inputRef: Ref<HTMLInputElement>
  label: string
  placeholder: string
  problem: string
  value: string
  wrong: boolean
  onChange: (text: string) => void
  onEnter: () => void
}) {
  return (
    <div className="grid gap-1 px-1 pt-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        ref={inputRef}
        id={id}
        type="text"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            e.stopPropagation()
            onEnter()
          }
        }}
      />
      {wrong && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  )
}

/** `day` moved into [min, max] (the month the calendar opens on when nothing is chosen). */
export function clampDay(day: Date, min: Date | undefined, max: Date | undefined): Date {
  if (min && day < min) return min
  if (max && day > max) return max
  return day
}
