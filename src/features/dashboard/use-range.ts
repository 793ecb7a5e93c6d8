import { useMemo } from 'react'
import type { DateRangeValue } from '@/lib/date-range'
import { daysToSeconds, presetDays, rangeOrDefault, type DatePreset } from './dates'

/**
 * A dashboard's date range kept in its address (`start`, `end`): the shown range (the default where the address has
 * none), its seconds for the calls, and the setters the date fields, the preset buttons and the palette use.
 */
export function useRangeParams(
  search: { start?: string | undefined; end?: string | undefined },
  setSearch: (patch: { start: string | undefined; end: string | undefined }) => void,
) {
  const range = useMemo(() => rangeOrDefault(search.start, search.end, Date.now()), [search.start, search.end])
  const seconds = useMemo(() => daysToSeconds(range), [range])
  return useMemo(
    () => ({
      range,
      seconds,
      setRange: (r: DateRangeValue) => setSearch({ start: r.start || undefined, end: r.end || undefined }),
      applyPreset: (p: DatePreset) => {
        const r = presetDays(p, Date.now())
        setSearch({ start: r.start, end: r.end })
      },
    }),
    [range, seconds, setSearch],
  )
}
