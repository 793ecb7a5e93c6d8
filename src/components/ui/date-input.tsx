import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type Ref,
} from 'react'
import { todayInIndia } from '@shared/india-day'
import { useLingui } from '@lingui/react/macro'
import { CalendarIcon } from 'lucide-react'
import {
  dateOfValue,
  dayOfValue,
  formatValueText,
  MAX_YEAR,
  MIN_YEAR,
  parseTimeText,
  readDateText,
  timeOfValue,
  valueOfPickedDay,
  type DateTextProblem,
} from '@/lib/date-text'
import { isLocale } from '@/lib/i18n'
import { cn } from '@/lib/utils'
import { Button } from './button'
import { Input } from './input'
import { clampDay, TimeBox, useDateTexts } from './date-input-parts'
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from './popover'

// react-day-picker loads with the first opened calendar, never with the screen (nor the app shell).
const Calendar = lazy(() => import('./calendar'))

export type DateInputProps = Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'ref'> & {
  /** `yyyy-MM-dd` (or `yyyy-MM-ddTHH:mm` with `withTime`), '' for none: what a native date input held. */
  value: string
  onChange: (value: string) => void
  /** A date and a 24-hour time (`dd/MM/yyyy HH:mm`, value `yyyy-MM-ddTHH:mm`) instead of a day. */
  withTime?: boolean
  /** The first and last values allowed (inclusive); text outside them is refused like a wrong date. */
  min?: string
  max?: string
  /** false: typed text outside min / max is handed on for the caller to refuse (its own message); the calendar stays bounded. */
  checkBounds?: boolean
  /**
   * While the text is not a valid date: true gives '' (what a native date input reports for an unfinished date, so
   * a form never keeps a value the field no longer shows); false leaves the value as it was.
   */
  clearWhenInvalid?: boolean
  /**
   * Called when the shown problem changes (after leaving the field or pressing Enter, null once the text is right).
   * When given, the caller shows the message (a form's FormMessage); otherwise the field shows it under itself.
   */
  onProblem?: (problem: DateTextProblem | null) => void
  /** A new value here (a form reset) drops the typed text and shows the value again. */
  resetKey?: unknown
  ref?: Ref<HTMLInputElement>
  /** Classes of the row holding the input and its calendar button. */
  className?: string
}

/**
 * The date field (issue 15): a text input that takes and shows `dd/MM/yyyy` (with `withTime`, `dd/MM/yyyy HH:mm`,
 * 24-hour) and a "Choose date" button opening a calendar popover. Its value stays the native input's ISO-like text.
 * Text that is not a date is kept as typed (never rolled over or replaced) and reported. Keys: Alt+ArrowDown opens
 * the calendar; in it the arrows move the day, Enter picks it, Escape closes and the focus is back in the input. The
 * date-time calendar has a time box under the days: a picked day moves there, Enter takes the time and closes.
 */
export function DateInput({
  value,
  onChange,
  withTime = false,
  min,
  max,
  checkBounds = true,
  clearWhenInvalid = false,
  onProblem,
  resetKey,
  ref,
  className,
  id: givenId,
  disabled,
  readOnly,
  onBlur,
  onKeyDown,
  ...inputProps
}: DateInputProps) {
  const texts = useDateTexts(withTime)
  const { i18n } = useLingui()
  const ownId = useId()
  const id = givenId ?? ownId
  const inputRef = useRef<HTMLInputElement | null>(null)
  const timeRef = useRef<HTMLInputElement | null>(null)
  // Closed by a click elsewhere: the focus stays where that click put it.
  const closedOutside = useRef(false)
  // The text being typed, and the value it leaves the field with; shown while the value is still that one.
  const [draft, setDraft] = useState<{ text: string; base: string } | null>(null)
  const [problemShown, setProblemShown] = useState(false)
  const [open, setOpen] = useState(false)
  const [timeText, setTimeText] = useState('')
  const [timeWrong, setTimeWrong] = useState(false)
  const [seenReset, setSeenReset] = useState(resetKey)
  if (resetKey !== seenReset) {
    setSeenReset(resetKey)
    setDraft(null)
    setProblemShown(false)
  }

  const bounds = checkBounds ? { withTime, min: min || undefined, max: max || undefined } : { withTime }
  const typing = draft !== null && draft.base === value
  const text = typing ? draft.text : formatValueText(value, withTime)
  const read = typing ? readDateText(draft.text, bounds) : null
  const problem = read && !read.ok ? read.problem : null
  const shown = problemShown ? problem : null

  const onProblemRef = useRef(onProblem)
  useLayoutEffect(() => {
    onProblemRef.current = onProblem
  })
  useEffect(() => {
    onProblemRef.current?.(shown)
  }, [shown])

  const change = (next: string) => {
    const r = readDateText(next, bounds)
    const nextValue = r.ok ? r.value : clearWhenInvalid ? '' : value
    setDraft({ text: next, base: nextValue })
    if (r.ok) setProblemShown(false)
    if (nextValue !== value) onChange(nextValue)
  }

  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.altKey && e.key === 'ArrowDown' && !disabled && !readOnly) {
      e.preventDefault()
      openChange(true)
      return
    }
    const saving = e.key === 'Enter' || ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's')
    if (saving && problem) {
      // Not a date: the form is not sent with it (Enter submits, Ctrl+S saves); the message says why.
      e.preventDefault()
      e.stopPropagation()
      setProblemShown(true)
      return
    }
    onKeyDown?.(e)
  }

  const selected = dateOfValue(value)
  const pick = (date: Date | undefined) => {
    if (!date) return
    const time = parseTimeText(timeText) ?? (timeOfValue(value) || '00:00')
    const next = valueOfPickedDay(date, withTime, time)
    setDraft(null)
    setProblemShown(false)
    if (next !== value) onChange(next)
    if (!withTime) return setOpen(false)
    setTimeText(time)
    requestAnimationFrame(() => timeRef.current?.select())
  }
  const applyTime = () => {
    const time = parseTimeText(timeText)
    if (time === null) return setTimeWrong(true)
    const day = dayOfValue(value) || todayInIndia()
    const next = `${day}T${time}`
    setDraft(null)
    setProblemShown(false)
    if (next !== value) onChange(next)
    setOpen(false)
  }
  const openChange = (next: boolean) => {
    if (next) {
      closedOutside.current = false
      setTimeText(timeOfValue(value))
      setTimeWrong(false)
    }
    setOpen(next)
  }

  const minDate = min ? dateOfValue(min) : undefined
  const maxDate = max ? dateOfValue(max) : undefined
  // Today is the business's day (India), in the calendar as everywhere else.
  const today = dateOfValue(todayInIndia())!
  const thisYear = Number(todayInIndia().slice(0, 4))
  const language = isLocale(i18n.locale) ? i18n.locale : undefined
  const errorId = `${id}-date-error`
  const ownMessage = !onProblem && shown ? texts.problem(shown, min, max) : null
  const describedBy = [inputProps['aria-describedby'], ownMessage ? errorId : undefined].filter(Boolean).join(' ') || undefined

  return (
    <Popover open={open} onOpenChange={openChange}>
      <div className="grid gap-1">
        <PopoverAnchor asChild>
          <div className={cn('flex items-center gap-1', className)}>
            <Input
              {...inputProps}
              ref={(el) => {
                inputRef.current = el
                if (typeof ref === 'function') ref(el)
                else if (ref) ref.current = el
              }}
              id={id}
              type="text"
              autoComplete="off"
              placeholder={inputProps.placeholder ?? texts.pattern}
              value={text}
              disabled={disabled}
              readOnly={readOnly}
              aria-invalid={inputProps['aria-invalid'] ?? (shown ? true : undefined)}
              aria-describedby={describedBy}
              className={withTime ? 'min-w-40' : 'min-w-32'}
              onChange={(e) => change(e.target.value)}
              onKeyDown={keyDown}
              onBlur={(e) => {
                if (problem) setProblemShown(true)
                else setDraft(null)
                onBlur?.(e)
              }}
            />
            <PopoverTrigger asChild>
              <Button
                type="button"
                variant="outline"
                size="icon"
                className="shrink-0"
                aria-label={texts.chooseLabel}
                title={texts.chooseLabel}
                disabled={disabled || readOnly}
              >
                <CalendarIcon aria-hidden="true" />
              </Button>
            </PopoverTrigger>
          </div>
        </PopoverAnchor>
        {ownMessage && (
          <p id={errorId} className="text-sm text-destructive">
            {ownMessage}
          </p>
        )}
      </div>
      <PopoverContent
        align="start"
        className="w-auto p-2"
        aria-label={texts.chooseLabel}
        data-testid="date-calendar"
        // The chosen day (or today) takes the focus, not the first button. A calendar still loading focuses it itself.
        onOpenAutoFocus={(e) => {
          e.preventDefault()
          const content = e.currentTarget as HTMLElement | null
          content?.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')?.focus()
        }}
        onInteractOutside={() => {
          closedOutside.current = true
        }}
        onCloseAutoFocus={(e) => {
          e.preventDefault()
          if (!closedOutside.current) inputRef.current?.focus({ preventScroll: true })
          closedOutside.current = false
        }}
      >
        <Suspense fallback={<p className="p-4 text-sm text-muted-foreground">{texts.loading}</p>}>
          <Calendar
            mode="single"
            required
            autoFocus
            selected={selected}
            onSelect={pick}
            defaultMonth={selected ?? clampDay(today, minDate, maxDate)}
            today={today}
            disabled={[...(minDate ? [{ before: minDate }] : []), ...(maxDate ? [{ after: maxDate }] : [])]}
            captionLayout="dropdown"
            startMonth={minDate ?? new Date(Math.max(MIN_YEAR, thisYear - 120), 0)}
            endMonth={maxDate ?? new Date(Math.min(MAX_YEAR, thisYear + 20), 11)}
            language={language}
          />
        </Suspense>
        {withTime && (
          <TimeBox
            id={`${id}-time`}
            inputRef={timeRef}
            label={texts.timeLabel}
            placeholder={texts.timePattern}
            problem={texts.timeProblem}
            value={timeText}
            wrong={timeWrong}
            onChange={(text) => {
              setTimeText(text)
              setTimeWrong(false)
            }}
            onEnter={applyTime}
          />
        )}
      </PopoverContent>
    </Popover>
  )
}
