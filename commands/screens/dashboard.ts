import { msg } from '@lingui/core/macro'
import { LayoutDashboardIcon } from 'lucide-react'
import { defineAction } from '../action-kit'
import { defineScreen } from '../screen-kit'

// The dashboards' palette actions (issue 22): date presets on every dashboard, view and grouping switches here. Each
// needs the screen's query button (nothing loads without it); the dashboard page registers what they do.
const presetKeywords = ['date', 'range', 'period', 'dashboard']
export const datePresetActions = [
  defineAction('dashboardLast7Days', msg`Last 7 days`, ['query'], 'any', { keywords: [...presetKeywords, 'week'] }),
  defineAction('dashboardThisMonth', msg`This month`, ['query'], 'any', { keywords: [...presetKeywords, 'month'] }),
  defineAction('dashboardThisYear', msg`This year`, ['query'], 'any', { keywords: [...presetKeywords, 'year'] }),
] as const

const groupKeywords = ['group', 'grouping', 'call status', 'calls']
export const callGroupingActions = [
  defineAction('dashboardCallsByHour', msg`Group calls by hour`, ['query'], 'any', { keywords: groupKeywords }),
  defineAction('dashboardCallsByDay', msg`Group calls by day`, ['query'], 'any', { keywords: groupKeywords }),
  defineAction('dashboardCallsByWeek', msg`Group calls by week`, ['query'], 'any', { keywords: groupKeywords }),
  defineAction('dashboardCallsByMonth', msg`Group calls by month`, ['query'], 'any', { keywords: groupKeywords }),
  defineAction('dashboardCallsByYear', msg`Group calls by year`, ['query'], 'any', { keywords: groupKeywords }),
] as const

export const viewActions = [
  defineAction('dashboardShowNew', msg`Show the new dashboard`, ['query'], 'any', { keywords: ['view', 'new', 'dashboard'] }),
  defineAction('dashboardShowClassic', msg`Show the classic dashboard`, ['query'], 'any', { keywords: ['view', 'classic', 'older', 'dashboard'] }),
] as const

export default defineScreen({
  id: 'dashboard',
  order: 10,
  route: '/admin/dashboard',
  title: msg`Dashboard`,
  need: { screen: 'Dashboard' },
  icon: LayoutDashboardIcon,
  keywords: ['home', 'statistics'],
  screenActions: [...viewActions, ...datePresetActions, ...callGroupingActions],
})
