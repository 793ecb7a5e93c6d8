import { useMemo } from 'react'
import type { ActionId } from '@commands/index'
import { useTableCommands, type ActionHandler } from '@/lib/command-runtime'
import type { DatePreset } from './dates'

/** The palette ids of the date presets (commands/screens/dashboard.ts). */
export const PRESET_ACTIONS: Record<DatePreset, ActionId> = {
  last7: 'action.dashboardLast7Days',
  thisMonth: 'action.dashboardThisMonth',
  thisYear: 'action.dashboardThisYear',
}

/**
 * Registers what a dashboard's palette actions do (its catalog `screenActions`) while it is shown. `run` is keyed by
 * action id; pass a memoised map. A dashboard has no rows: nothing is ever selected.
 */
export function useDashboardCommands(screenId: string, run: Partial<Record<ActionId, ActionHandler>>): void {
  const target = useMemo(() => ({ screenId, selection: [], run }), [screenId, run])
  useTableCommands(target)
}

/** The preset handlers for a setter of the range. */
export function presetHandlers(apply: (preset: DatePreset) => void): Partial<Record<ActionId, ActionHandler>> {
  return Object.fromEntries((Object.keys(PRESET_ACTIONS) as DatePreset[]).map((p) => [PRESET_ACTIONS[p], () => apply(p)]))
}
