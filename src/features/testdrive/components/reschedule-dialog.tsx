import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { rescheduleBody, TEST_DRIVE_CALLS } from '@shared/api/testdrive'
import { formatDay, personName } from '@/components/data-table/formatters'
import { DateInput } from '@/components/ui/date-input'
import { OptionSelect } from '@/components/ui/select'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { useDriveCall } from '../api'
import { fieldMessages, rescheduleBodyOf, rescheduleDayOf, todayInIndia } from '../form-values'
import { TEST_DRIVE_TEXTS, testDriveServerTexts } from '../messages'
import type { TestDriveRow } from '../testdrive-table'
import { ActionDialog, Field } from '@/components/action-dialog'
import { useSlotOptions } from './use-slot-options'

interface Props {
  drive: TestDriveRow | null
  onOpenChange: (open: boolean) => void
  onDone: () => void
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * Reschedule (issue 17): another day and a slot of the drive's branch with places left (POST /testdrive/slots), sent
 * to POST /testdrive/reschedule; the old place is given back by the server. Open while `drive` is set.
 */
export function RescheduleDialog({ drive, onOpenChange, onDone, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const id = useId()
  const call = useDriveCall()
  const [day, setDay] = useState('')
  const [slotId, setSlotId] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  // Each opening starts from the drive's day (or today) and no slot.
  const [shownFor, setShownFor] = useState<TestDriveRow | null>(null)
  if (drive !== shownFor) {
    setShownFor(drive)
    if (drive) {
      setDay(rescheduleDayOf(drive.bookingDate))
      setSlotId('')
      setErrors({})
    }
  }
  const slots = useSlotOptions(drive?.branch._id ?? '', day)
  const chosen = slots.options.some((o) => o.value === slotId) ? slotId : ''

  const save = (source: ActionSource) => {
    if (!drive) return
    const parsed = rescheduleBody.safeParse(rescheduleBodyOf(drive._id, day, chosen))
    if (!parsed.success) return setErrors(fieldMessages(i18n, parsed.error.issues))
    setErrors({})
    call.mutate(
      { path: TEST_DRIVE_CALLS.reschedule, body: parsed.data, source },
      {
        onSuccess: (answer) => {
          if (!reportAnswer(i18n, answer, TEST_DRIVE_TEXTS.rescheduled, testDriveServerTexts)) return
          onOpenChange(false)
          onDone()
        },
      },
    )
  }

  return (
    <ActionDialog
      open={drive !== null}
      onOpenChange={onOpenChange}
      title={t`Reschedule Test Drive`}
      description={
        drive
          ? t`Test drive of ${personName(drive.customer)} at ${drive.branch.name}, now ${formatDay(drive.bookingDate)} ${drive.startAt}–${drive.endAt}.`
          : ''
      }
      testId="testdrive-reschedule"
      busy={call.isPending}
      onSave={save}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-date`} label={t`Date`} error={errors.bookingDate}>
          <DateInput id={`${id}-date`} name="bookingDate" value={day} onChange={setDay} min={todayInIndia()} clearWhenInvalid autoFocus />
        </Field>
        <Field id={`${id}-slot`} label={t`Slot`} error={errors.slotId ?? slots.error ?? undefined}>
          <OptionSelect
            id={`${id}-slot`}
            name="slotId"
            value={chosen}
            onValueChange={setSlotId}
            options={slots.options}
            placeholder={slots.loading ? t`Loading…` : t`Select a slot`}
            aria-invalid={errors.slotId ? true : undefined}
          />
          {slots.none && <p className="text-sm text-muted-foreground">{t`No slot with places on that day`}</p>}
        </Field>
      </div>
    </ActionDialog>
  )
}
