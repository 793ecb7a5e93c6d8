import { useCallback, useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { GRAPH_TYPES, type GraphType } from '@shared/api/dashboard'
import type { ActionId } from '@commands/index'
import type { ActionHandler } from '@/lib/command-runtime'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { ClassicDashboard } from './components/classic-dashboard'
import { DateFilter } from './components/date-filter'
import { NewDashboard, type NewDashboardProps } from './components/new-dashboard'
import type { DashboardSearch } from './search'
import { presetHandlers, useDashboardCommands } from './use-dashboard-commands'
import { useRangeParams } from './use-range'

/** The palette's grouping switches (commands/screens/dashboard.ts), by grouping. */
const GROUP_ACTIONS: Record<GraphType, ActionId> = {
  Hour: 'action.dashboardCallsByHour',
  Day: 'action.dashboardCallsByDay',
  Week: 'action.dashboardCallsByWeek',
  Month: 'action.dashboardCallsByMonth',
  Year: 'action.dashboardCallsByYear',
}

/**
 * `/admin/dashboard` (spec 001 section 2): the new dashboard, with the older one a tab away ("Classic"). The date
 * range (default: the first of the month to the 28th of the next, spec 001 section 9) and every switch live in the
 * address; the palette offers the views, the date presets and the call groupings.
 */
export function DashboardPage() {
  const { t } = useLingui()
  const search = useSearch({ from: '/admin/dashboard' })
  const navigate = useNavigate()
  const patch = useCallback(
    (next: Partial<DashboardSearch>) =>
      void navigate({ from: '/admin/dashboard', to: '/admin/dashboard', search: (prev) => ({ ...prev, ...next }), replace: true }),
    [navigate],
  )
  const { range, seconds, setRange, applyPreset } = useRangeParams(search, patch)
  const view = search.view ?? 'new'
  const group = search.group ?? 'Hour'

  const run = useMemo(() => {
    const handlers: Partial<Record<ActionId, ActionHandler>> = {
      ...presetHandlers(applyPreset),
      'action.dashboardShowNew': () => patch({ view: undefined }),
      'action.dashboardShowClassic': () => patch({ view: 'classic' }),
    }
    for (const g of GRAPH_TYPES) handlers[GROUP_ACTIONS[g]] = () => patch({ view: undefined, group: g === 'Hour' ? undefined : g })
    return handlers
  }, [applyPreset, patch])
  useDashboardCommands('screen.dashboard', run)

  const onChange: NewDashboardProps['onChange'] = (p) => {
    const next: Partial<DashboardSearch> = { ...p }
    if (p.model === 'bookings') next.model = undefined
    if (p.group === 'Hour') next.group = undefined
    patch(next)
  }

  return (
    <div className="grid gap-4 p-4 md:p-6" data-testid="dashboard-page">
      <Tabs value={view} onValueChange={(v) => patch({ view: v === 'classic' ? 'classic' : undefined })}>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <TabsList aria-label={t`Dashboard view`}>
            <TabsTrigger value="new">{t`Dashboard`}</TabsTrigger>
            <TabsTrigger value="classic">{t`Classic`}</TabsTrigger>
          </TabsList>
          <DateFilter value={range} onChange={setRange} onPreset={applyPreset} />
        </div>
        <TabsContent value="new">
          {view === 'new' ? (
            <NewDashboard
              seconds={seconds}
              model={search.model ?? 'bookings'}
              scuId={search.scu ?? ''}
              branchId={search.branch ?? ''}
              group={group}
              onChange={onChange}
            />
          ) : null}
        </TabsContent>
        <TabsContent value="classic">{view === 'classic' ? <ClassicDashboard seconds={seconds} days={range} /> : null}</TabsContent>
      </Tabs>
    </div>
  )
}
