import { useId, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { PlusIcon, XIcon } from 'lucide-react'
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form'
import { MAX_SLOTS_PER_DAY, SLOT_LIMIT_MAX, SLOT_TIMES } from '@shared/api/testdrive-config'
import { WEEK_DAYS } from '@shared/api/testdrive-config.table'
import { FormMessageLine } from '@/components/form-text-field'
import { ReadOnlyValue, useReadOnlyFields } from '@/components/read-only-fields'
import { RequiredMark } from '@/components/required-mark'
import { Button } from '@/components/ui/button'
import { FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { OptionSelect } from '@/components/ui/select'
import { Switch } from '@/components/ui/switch'
import { errorMessages, nextSlot, type DayValues, type Values } from '../form-values'
import { WEEK_DAY_LABELS } from '../labels'

const TIME_OPTIONS = SLOT_TIMES.map((time) => ({ value: time, label: time }))

/** Messages of a list (the week, a day's slots), said at once when they appear. */
function ListMessages({ messages, testId }: { messages: string[]; testId: string }) {
  return (
    <div role="alert" data-testid={testId} className="grid gap-1 empty:hidden">
      {messages.map((m) => (
        <p key={m} className="text-sm text-destructive">
          {m}
        </p>
      ))}
    </div>
  )
}

/** A slot's start or end: the 30-minute list (spec 002 section 9), its label naming the day and the slot. */
function TimeField({ name, label }: { name: `week.${number}.slots.${number}.${'startAt' | 'endAt'}`; label: string }) {
  const { t } = useLingui()
  const { control } = useFormContext<Values>()
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="gap-1">
          <FormLabel className="sr-only">{label}</FormLabel>
          <FormControl>
            <OptionSelect
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value}
              options={TIME_OPTIONS}
              placeholder={t`Select`}
              aria-required
              onValueChange={field.onChange}
              className="w-full"
            />
          </FormControl>
          <FormMessageLine />
        </FormItem>
      )}
    />
  )
}

/** A slot's limit: the places it offers a day, 1 to 366. */
function LimitField({ name, label }: { name: `week.${number}.slots.${number}.limit`; label: string }) {
  const { control } = useFormContext<Values>()
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="gap-1">
          <FormLabel className="sr-only">{label}</FormLabel>
          <FormControl>
            <Input
              ref={field.ref}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(e.target.value.replace(/[^\d]/g, ''))}
              type="number"
              inputMode="numeric"
              min={1}
              max={SLOT_LIMIT_MAX}
              step={1}
              aria-required
              autoComplete="off"
            />
          </FormControl>
          <FormMessageLine />
        </FormItem>
      )}
    />
  )
}

/** One day: its Holiday switch and, on a working day, its slots (start, end, limit, remove) and Add slot. */
function DayEditor({ index }: { index: number }) {
  const { t, i18n } = useLingui()
  const { control, setFocus, getValues } = useFormContext<Values>()
  const dayName = i18n._(WEEK_DAY_LABELS[WEEK_DAYS[index]!])
  const legendId = useId()
  const addButton = useRef<HTMLButtonElement>(null)
  const holiday = useWatch({ control, name: `week.${index}.isHoliday` })
  const { fields, append, remove } = useFieldArray({ control, name: `week.${index}.slots` })
  const { errors } = useFormState({ control, name: `week.${index}` })
  const messages = [...errorMessages(get(errors, `week.${index}.slots.root`)), ...errorMessages(get(errors, `week.${index}.day`))]

  const removeSlot = (j: number) => {
    remove(j)
    // The focus goes to the slot that took its place, else the one before, else Add slot.
    const next = j < fields.length - 1 ? j : j - 1
    requestAnimationFrame(() => (next >= 0 ? setFocus(`week.${index}.slots.${next}.startAt`) : addButton.current?.focus()))
  }

  return (
    <div
      role="group"
      aria-labelledby={legendId}
      data-testid={`testdrive-config-day-${WEEK_DAYS[index]}`}
      className="grid min-w-0 content-start gap-2 rounded-md border p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={legendId} className="text-sm font-semibold">
          {dayName}
        </span>
        <FormField
          control={control}
          name={`week.${index}.isHoliday`}
          render={({ field }) => (
            <FormItem className="flex items-center gap-2">
              <FormControl>
                <Switch
                  name={field.name}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-label={t`${dayName} holiday`}
                />
              </FormControl>
              <FormLabel>{t`Holiday`}</FormLabel>
            </FormItem>
          )}
        />
      </div>
      {!holiday && (
        <>
          {fields.length > 0 && (
            <div aria-hidden="true" className="grid grid-cols-[1fr_1fr_6rem_2.25rem] gap-2 text-xs text-muted-foreground">
              <span>{t`Start`}</span>
              <span>{t`End`}</span>
              <span>{t`Limit`}</span>
            </div>
          )}
          <ol className="grid gap-1">
            {fields.map((slot, j) => (
              <li key={slot.id} className="grid grid-cols-[1fr_1fr_6rem_2.25rem] items-start gap-2" data-testid="testdrive-config-slot">
                <TimeField name={`week.${index}.slots.${j}.startAt`} label={t`${dayName} slot ${j + 1} start`} />
                <TimeField name={`week.${index}.slots.${j}.endAt`} label={t`${dayName} slot ${j + 1} end`} />
                <LimitField name={`week.${index}.slots.${j}.limit`} label={t`${dayName} slot ${j + 1} limit`} />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t`Remove ${dayName} slot ${j + 1}`}
                  title={t`Remove ${dayName} slot ${j + 1}`}
                  onClick={() => removeSlot(j)}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
          <div>
            <Button
              ref={addButton}
              type="button"
              variant="outline"
              size="sm"
              disabled={fields.length >= MAX_SLOTS_PER_DAY}
              aria-label={t`Add slot to ${dayName}`}
              onClick={() => append(nextSlot(getValues(`week.${index}.slots`)))}
            >
              <PlusIcon aria-hidden="true" />
              {t`Add slot`}
            </Button>
          </div>
        </>
      )}
      <ListMessages messages={messages} testId={`testdrive-config-day-errors-${WEEK_DAYS[index]}`} />
    </div>
  )
}

/** The week as view mode shows it: each day a holiday, its slots (times and limit), or none. */
function ReadOnlyWeek() {
  const { t, i18n } = useLingui()
  const week = useWatch<Values, 'week'>({ name: 'week' })
  const dayText = (d: DayValues) =>
    d.isHoliday ? t`Holiday` : d.slots.length ? d.slots.map((s) => t`${s.startAt}–${s.endAt}, limit ${s.limit}`).join('\n') : t`No slots`
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {week.map((d, i) => (
        <ReadOnlyValue key={d.day} name={`week.${i}`} label={i18n._(WEEK_DAY_LABELS[d.day])} text={dayText(d)} />
      ))}
    </div>
  )
}

/**
 * The week of a configuration (spec 002 sections 3–5): Sunday to Saturday, each with a Holiday switch and its slots
 * (start and end from the 30-minute list, a limit of places; a holiday hides them and sends none). Every control is
 * named by its day and slot ("Monday slot 2 start"); the week's own rules (a slot, a week-off day) are said above it,
 * each field's under it. View mode shows each day as text.
 */
export function WeekEditor() {
  const { t } = useLingui()
  const readOnly = useReadOnlyFields()
  const { errors } = useFormState<Values>({ name: 'week' })
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="testdrive-config-week">
      <h3 id={headingId} className="text-sm font-semibold">
        {t`Weekly slots`}
        <RequiredMark />
      </h3>
      {readOnly ? (
        <ReadOnlyWeek />
      ) : (
        <>
          <ListMessages messages={errorMessages(get(errors, 'week.root'))} testId="testdrive-config-week-errors" />
          <div className="grid gap-3 lg:grid-cols-2">
            {WEEK_DAYS.map((day, i) => (
              <DayEditor key={day} index={i} />
            ))}
          </div>
        </>
      )}
    </section>
  )
}
