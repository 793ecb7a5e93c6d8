import { Plural, useLingui } from '@lingui/react/macro'
import { formatDay } from '@/components/data-table/formatters'
import type { SlotsRefusal } from '../api'
import { WEEK_DAY_LABELS } from '../labels'
import { testDriveConfigText } from '../messages'

/** A day given as its midnight in India, as dd/MM/yyyy wherever the browser is (the shared day formatter). */
export const indiaDay = (seconds: number): string => formatDay(seconds)

/**
 * An update refused because drives need the slots it would remove or reduce (110, `slotsInUse`): the message and each
 * slot with its day, times and the dates booked (dd/MM/yyyy, how many). Said at once (role="alert"); the form stays.
 */
export function SlotsInUse({ refusal }: { refusal: SlotsRefusal }) {
  const { t, i18n } = useLingui()
  return (
    <div
      role="alert"
      data-testid="testdrive-config-slots-in-use"
      className="max-h-48 overflow-y-auto rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm"
    >
      <p className="font-medium text-destructive">{testDriveConfigText(i18n, refusal.message)}</p>
      {refusal.slots.length > 0 && (
        <ul className="mt-2 grid gap-1">
          {refusal.slots.map((slot) => {
            const day = i18n._(WEEK_DAY_LABELS[slot.day])
            const { startAt, endAt } = slot
            return (
              <li key={`${slot.day}-${startAt}-${endAt}`} data-testid="testdrive-config-slot-in-use">
                <span className="font-medium">{t`${day} ${startAt}–${endAt}`}</span>
                {slot.dates.length > 0 && (
                  <ul className="ms-4 list-disc">
                    {slot.dates.map(({ date, booked }) => (
                      <li key={date}>
                        {indiaDay(date)}: <Plural value={booked} one="# booked" other="# booked" />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
