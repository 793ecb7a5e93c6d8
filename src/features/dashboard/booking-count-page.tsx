import { useMemo, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { DownloadIcon, SearchIcon } from 'lucide-react'
import { DATE_TYPES, type DateType } from '@shared/api/dashboard'
import type { ActionId } from '@commands/index'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { OptionSelect } from '@/components/ui/select'
import type { ActionHandler } from '@/lib/command-runtime'
import type { DateRangeValue } from '@/lib/date-range'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { useBookingStats } from './api'
import { downloadBookingCounts } from './booking-count-export'
import { ChartCard } from './components/chart-card'
import { DateFilter } from './components/date-filter'
import { LazyTimeSeriesChart } from '@/components/charts/lazy'
import { daysToSeconds, periodText, presetDays, rangeOrDefault, type DatePreset } from './dates'
import { DATE_TYPE_LABELS } from './labels'
import type { BookingCountSearch } from './search'
import { countSeries } from './series'
import { presetHandlers, useDashboardCommands } from './use-dashboard-commands'

const GROUP_ACTIONS: Record<DateType, ActionId> = {
  day: 'action.bookingCountByDay',
  month: 'action.bookingCountByMonth',
  year: 'action.bookingCountByYear',
}

/**
 * `/admin/bookingCenter/dashboard` (spec 001 section 2): start date, end date and grouping (day, month, year), applied
 * by Search; the Booking Count line chart; Download writes the counts as xlsx (needs the export button). The applied
 * filters are in the address; the palette's presets and groupings apply at once.
 */
export function BookingCountPage() {
  const { t, i18n } = useLingui()
  const { perms } = useSession()
  const search = useSearch({ from: '/admin/bookingCenter/dashboard' })
  const navigate = useNavigate()
  const applied = useMemo(() => rangeOrDefault(search.start, search.end, Date.now()), [search.start, search.end])
  const group = search.group ?? 'day'
  const [draft, setDraft] = useState<{ range: DateRangeValue; group: DateType }>({ range: applied, group })
  // The address changed another way (Back, a link): the fields show what is applied again.
  const appliedKey = `${applied.start}|${applied.end}|${group}`
  const [shownKey, setShownKey] = useState(appliedKey)
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey)
    setDraft({ range: applied, group })
  }
  const seconds = useMemo(() => daysToSeconds(applied), [applied])
  const stats = useBookingStats(seconds, group)

  const apply = (range: DateRangeValue, g: DateType) => {
    setDraft({ range, group: g })
    const next: BookingCountSearch = { start: range.start || undefined, end: range.end || undefined, group: g === 'day' ? undefined : g }
    void navigate({ to: '/admin/bookingCenter/dashboard', search: next, replace: true })
  }
  const applyPreset = (p: DatePreset) => apply(presetDays(p, Date.now()), draft.group)

  const run = useMemo(() => {
    const handlers: Partial<Record<ActionId, ActionHandler>> = { ...presetHandlers(applyPreset) }
    for (const g of DATE_TYPES) handlers[GROUP_ACTIONS[g]] = () => apply(draft.range, g)
    return handlers
    // The handlers read the draft of this render; a new draft registers them again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, navigate])
  useDashboardCommands('screen.booking-center-dashboard', run)

  const canExport = perms.hasButton('BookingCenterDashboard', 'export')
  const title = t`Booking Count`
  const rows = stats.data?.result ?? []
  const onDownload = () => {
    if (rows.length === 0) return void toast.warning(t`No Record Found`, { id: 'booking-count-empty' })
    void downloadBookingCounts(stats.data, { period: t`Period`, count: t`Count`, sheet: title }, title).catch((error: unknown) => {
      console.error('Booking count download failed', error)
      toast.error(t`The file could not be written.`, { id: 'booking-count-download' })
    })
  }

  return (
    <div className="grid gap-4 p-4 md:p-6" data-testid="booking-count-page">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          apply(draft.range, draft.group)
        }}
      >
        <DateFilter value={draft.range} onChange={(range) => setDraft((d) => ({ ...d, range }))} onPreset={applyPreset} />
        <div className="grid gap-1.5">
          <Label htmlFor="booking-count-group">
            <Trans>Group by</Trans>
          </Label>
          <OptionSelect
            id="booking-count-group"
            className="w-32"
            options={DATE_TYPES.map((g) => ({ value: g, label: i18n._(DATE_TYPE_LABELS[g]) }))}
            value={draft.group}
            onValueChange={(g) => setDraft((d) => ({ ...d, group: g as DateType }))}
          />
        </div>
        <Button type="submit" data-testid="booking-count-search">
          <SearchIcon aria-hidden="true" />
          <Trans>Search</Trans>
        </Button>
        {canExport ? (
          <Button type="button" variant="outline" onClick={onDownload} disabled={stats.isPending} data-testid="booking-count-download">
            <DownloadIcon aria-hidden="true" />
            <Trans>Download</Trans>
          </Button>
        ) : null}
      </form>
      <ChartCard title={title} queries={[stats]} testId="chart-booking-count" height={280}>
        {(width) => (
          <LazyTimeSeriesChart
            title={title}
            width={width}
            height={280}
            series={[countSeries(stats.data, 'bookings', t`Bookings`, 0, group)]}
            formatTime={(ms) => periodText(ms / 1000, group)}
            summary={t`Bookings counted: ${stats.data?.total ?? 0}.`}
          />
        )}
      </ChartCard>
    </div>
  )
}
