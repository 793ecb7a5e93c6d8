import { useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Button } from '@/components/ui/button'
import { DateRange } from '@/components/ui/date-range'
import type { DateRangeValue } from '@/lib/date-range'
import { DATE_PRESETS, type DatePreset } from '../dates'

export const PRESET_TITLES: Record<DatePreset, MessageDescriptor> = {
  last7: msg`Last 7 days`,
  thisMonth: msg`This month`,
  thisYear: msg`This year`,
}

interface Props {
  value: DateRangeValue
  onChange: (range: DateRangeValue) => void
  onPreset: (preset: DatePreset) => void
}

/**
 * A dashboard's date filter: the shared start/end date fields (dd/MM/yyyy; spec 001 section 5, a start after the end
 * or an end before the start is refused with its toast) and the presets the palette also offers.
 */
export function DateFilter({ value, onChange, onPreset }: Props) {
  const { t, i18n } = useLingui()
  return (
    <div className="flex flex-wrap items-end gap-3" role="group" aria-label={t`Date range`} data-testid="dashboard-dates">
      <DateRange value={value} onChange={onChange} />
      <div className="flex flex-wrap gap-1">
        {DATE_PRESETS.map((p) => (
          <Button key={p} type="button" size="sm" variant="outline" onClick={() => onPreset(p)} data-preset={p}>
            {i18n._(PRESET_TITLES[p])}
          </Button>
        ))}
      </div>
    </div>
  )
}
