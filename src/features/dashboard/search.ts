import { z } from 'zod'
import type { BarModel, DateType, GraphType } from '@shared/api/dashboard'

// The contract's lists, written out: a route's search schema is part of the entry chunk, the contract's schemas are not
// (tests/unit/dashboard-dates.test.ts checks they match).
export const SEARCH_MODELS = ['bookings', 'service', 'tickets'] as const satisfies readonly BarModel[]
export const SEARCH_GRAPH_TYPES = ['Hour', 'Day', 'Week', 'Month', 'Year'] as const satisfies readonly GraphType[]
export const SEARCH_DATE_TYPES = ['day', 'month', 'year'] as const satisfies readonly DateType[]

/**
 * The dashboards' address: the view, the days (`yyyy-MM-dd`, India) and the switches, so a filtered dashboard can be
 * shared and the palette's presets and groupings are plain navigations. A malformed value falls back (`.catch`).
 */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined)

const id = z.string().max(64).optional().catch(undefined)

export const dashboardSearch = z.object({
  /** The new dashboard, or the older one ("Classic"). */
  view: z.enum(['new', 'classic']).optional().catch(undefined),
  start: day,
  end: day,
  /** The Vehicle Status chart's model switch. */
  model: z.enum(SEARCH_MODELS).optional().catch(undefined),
  /** The Vehicle Status chart's centre. */
  scu: id,
  /** The Retrofitment pie's branch. */
  branch: id,
  /** The Call Status chart's grouping (default Hour). */
  group: z.enum(SEARCH_GRAPH_TYPES).optional().catch(undefined),
})
export type DashboardSearch = z.infer<typeof dashboardSearch>

export const testRideDashboardSearch = z.object({
  start: day,
  end: day,
  /** One branch's rides (the branch filter); all branches when missing. */
  branch: id,
})
export type TestRideDashboardSearch = z.infer<typeof testRideDashboardSearch>

export const bookingCountSearch = z.object({
  start: day,
  end: day,
  /** Day, month or year (default day). */
  group: z.enum(SEARCH_DATE_TYPES).optional().catch(undefined),
})
export type BookingCountSearch = z.infer<typeof bookingCountSearch>
