import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ApiError } from '@/lib/api'
import type { SelectOption } from '@/components/ui/select'
import { useAvailableSlots } from '../api'
import { dayToIndiaSeconds, slotLabel } from '../form-values'
import { answerText } from '@/lib/report-answer'
import { testDriveServerTexts } from '../messages'

/** The slot select's state: its options, and what to say instead when there are none. */
export interface SlotOptions {
  options: SelectOption[]
  loading: boolean
  /** The slots are known and none has a place. */
  none: boolean
  /** Why the slots could not be read (the server's refusal, translated). */
  error: string | null
  ready: boolean
}

/**
 * The slots with places of a branch on a day (yyyy-MM-dd), as options "10:00–10:30 (2 left)", from POST /testdrive/slots;
 * nothing is asked until both are chosen.
 */
export function useSlotOptions(branchId: string, day: string): SlotOptions {
  const { t, i18n } = useLingui()
  const date = dayToIndiaSeconds(day)
  const slots = useAvailableSlots(branchId, date)
  const options = useMemo(
    () =>
      (slots.data ?? []).map((s) => {
        const left = s.left
        return { value: s.slotId, label: slotLabel(s, t`${left} left`) }
      }),
    [slots.data, t],
  )
  const error = slots.error
    ? answerText(i18n, testDriveServerTexts, slots.error instanceof ApiError ? slots.error.answer.message : undefined)
    : null
  return {
    options,
    loading: slots.isFetching,
    none: slots.isSuccess && options.length === 0,
    error,
    ready: branchId !== '' && date !== undefined,
  }
}
