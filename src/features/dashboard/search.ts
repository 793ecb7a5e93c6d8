import type { BarModel, DateType, GraphType } from '@shared/api/dashboard'
import { enumParam, patternParam, searchObject, textUpToParam } from '@shared/url-params'

// The contract's lists, written out: a route's search schema is part of the entry chunk, the contract's schemas are not
// (tests/unit/dashboard-dates.test.ts checks they match).
export const SEARCH_MODELS = ['bookings', 'service', 'tickets'] as const satisfies readonly BarModel[]
export const SEARCH_GRAPH_TYPES = ['Hour', 'Day', 'Week', 'Month', 'Year'] as const satisfies readonly GraphType[]
export const SEARCH_DATE_TYPES = ['day', 'month', 'year'] as const satisfies readonly DateType[]

/**
 * The dashboards' address: the view, the days (`yyyy-MM-dd`, India) and the switches, so a filtered dashboard can be
 * shared and the palette's presets and groupings are plain navigations. A malformed value falls back (dropped).
 */
const day = patternParam(/^\d{4}-\d{2}-\d{2}$/)

const id = textUpToParam(64)

export const dashboardSearch = searchObject({
  /** The new dashboard, or the older one ("Classic"). */
  view: enumParam(['new', 'classic']),
  start: day,
  end: day,
  /** The Vehicle Status chart's model switch. */
  model: enumParam(SEARCH_MODELS),
  /** The Vehicle Status chart's centre. */
  scu: id,
  /** The Retrofitment pie's branch. */
  branch: id,
  /** The Call Status chart's grouping (default Hour). */
  group: enumParam(SEARCH_GRAPH_TYPES),
})
export type DashboardSearch = ReturnType<typeof dashboardSearch>

export const testRideDashboardSearch = searchObject({
  start: day,
  end: day,
  /** One branch's rides (the branch filter); all branches when missing. */
  branch: id,
})
export type TestRideDashboardSearch = ReturnType<typeof testRideDashboardSearch>

export const bookingCountSearch = searchObject({
  start: day,
  end: day,
  /** Day, month or year (default day). */
  group: enumParam(SEARCH_DATE_TYPES),
})
export type BookingCountSearch = ReturnType<typeof bookingCountSearch>
