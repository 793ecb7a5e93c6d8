import { z } from 'zod'
import { DAY_SECONDS, IST_SECONDS, indiaMidnight } from '../india-day'
import type { Need } from '../permissions'
export * from './dashboard-answers'

/**
 * The dashboards' calls (issue 22; spec 001 sections 2, 3, 5, 7 and 9): the older and the new dashboard, the test-ride
 * dashboard and the booking-count dashboard. Every figure is counted by the database; dates are Unix seconds and a
 * range takes in whole days in India, from the start's day through the end's day. Messages are English; the app shows
 * its own translated texts by these keys.
 */
export const DASHBOARD_MESSAGES = {
  /** Spec 001 section 5 ("Dashboard date filters"): the two toasts. */
  startAfterEnd: 'Start date cannot be after the end date',
  endBeforeStart: 'End date cannot be before the start date',
  startDate: 'Please choose a valid start date',
  endDate: 'Please choose a valid end date',
  datetype: 'Please choose a grouping: day, month or year',
  graphType: 'Please choose a grouping: Hour, Day, Week, Month or Year',
  model: 'Please choose the chart: bookings, service or tickets',
  scuId: 'Please choose a service centre from the list',
  branchId: 'Please choose a branch from the list',
  keyword: 'The search text can be at most 100 characters',
  page: 'Please choose a valid page',
  pageSize: 'Please choose a page size from the list',
} as const
const M = DASHBOARD_MESSAGES

/** The calls, under /api/admin. */
export const DASHBOARD_CALLS = {
  /**
   * POST {startDate, endDate, branchId?}: test rides by drive day, with the count of each status (older and test-ride
   * dashboards); branchId: one branch's.
   */
  testRideCounts: '/dashboard/testride/counts',
  /** POST {startDate, endDate, branchId?}: test rides by the day they were created. */
  testRideCreated: '/dashboard/testride/created',
  /** POST {startDate, endDate}: pre-bookings (bookings) by booking day, with what was paid. */
  preBookCounts: '/dashboard/prebook/counts',
  /** POST {startDate, endDate}: enquiries by day created, open and closed. */
  enquiryStats: '/dashboard/enquiry/stats',
  /** POST {startDate, endDate}: km ridden (trips) by day. */
  rideKm: '/dashboard/ride/km',
  /** POST {startDate, endDate}: riders registered by day. */
  userCount: '/dashboard/user/count',
  /** POST {startDate, endDate}: recharges (subscriptions) by day, with the amount paid. */
  recharge: '/dashboard/recharge',
  /** GET: the older dashboard's cards, all time. */
  cards: '/dashboard/cards',
  /** GET: the new dashboard's Global Statistics cards and Subscription Plans chart, all time. */
  newCards: '/dashboard/new/cards',
  /** GET ?startDate&endDate&datetype: bookings counted by day, month or year (booking-count dashboard). */
  stats: '/dashboard/stats',
  /** GET ?startDate&endDate&graphType: the phones' calls by hour, day, week, month or year. */
  callData: '/dashboard/call/data',
  /** POST ?model, body {startDate, endDate, scuId}: the Vehicle Status bar chart (counts by status). */
  barChart: '/dashboard/bar/chart',
  /** POST ?startDate&endDate, body {branchId}: the Retrofitment Status pie (Waiting For kit, battery, painting). */
  pieChart: '/dashboard/pie/chart',
  /** GET ?startDate&endDate: CRM leads by lead source. */
  crmMarketing: '/dashboard/crm/marketing',
  /** GET: the Vehicles card. */
  vehicles: '/dashboard/vehicle/details',
  /** GET: the Enquires card. */
  enquiries: '/dashboard/enquiry/details',
  /** GET ?keyword: branches for the pie's branch filter. */
  branches: '/dashboard/branch/details',
  /** POST {page, pageSize}: the Service Stations map's centres. */
  serviceCentres: '/dashboard/service/centres',
  /** POST {keyword}: centres by title, address or city. */
  searchServiceCentre: '/dashboard/service/centres/search',
} as const

/** Every dashboard call needs the Dashboard screen with its query button. */
export const DASHBOARD_ACCESS: Need = { screen: 'Dashboard', button: 'query' }
/** The booking counts also serve the booking-count dashboard (BookingCenterDashboard). */
export const BOOKING_COUNT_ACCESS: Need = { screen: 'BookingCenterDashboard', button: 'query', or: DASHBOARD_ACCESS }

export const DATE_TYPES = ['day', 'month', 'year'] as const
export type DateType = (typeof DATE_TYPES)[number]
export const GRAPH_TYPES = ['Hour', 'Day', 'Week', 'Month', 'Year'] as const
export type GraphType = (typeof GRAPH_TYPES)[number]
export const BAR_MODELS = ['bookings', 'service', 'tickets'] as const
export type BarModel = (typeof BAR_MODELS)[number]
export const SERVICE_CENTRE_PAGE_SIZES = [5, 10, 25, 50, 100] as const

const SECONDS_MAX = 253_402_300_799
const blank = (v: unknown) => (v === '' || v === null ? undefined : v)
const seconds = (message: string) =>
  z.preprocess(blank, z.coerce.number({ error: message }).int(message).min(0, message).max(SECONDS_MAX, message).optional())
const uuidOrBlank = (message: string) => z.preprocess(blank, z.guid({ error: message }).optional())

/** Spec 001 section 5: the start not after the end, the end not before the start (both messages, one per field). */
function checkRange(v: { startDate?: number | undefined; endDate?: number | undefined }, ctx: z.RefinementCtx): void {
  if (v.startDate === undefined || v.endDate === undefined) return
  if (indiaMidnight(v.startDate) <= indiaMidnight(v.endDate)) return
  ctx.addIssue({ code: 'custom', message: M.startAfterEnd, path: ['startDate'] })
  ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['endDate'] })
}

const rangeShape = { startDate: seconds(M.startDate), endDate: seconds(M.endDate) }
/** A date range (both optional: the default range, spec 001 section 9, fills what is missing). */
export const dateRange = z.object(rangeShape).superRefine(checkRange)
export type DateRange = z.infer<typeof dateRange>
/** The test-ride series' body: the range and, optionally, one branch's rides (the test-ride dashboard's filter). */
export const testRideRange = z.object({ ...rangeShape, branchId: uuidOrBlank(M.branchId) }).superRefine(checkRange)
export type TestRideRange = z.infer<typeof testRideRange>

export const statsQuery = z
  .object({ ...rangeShape, datetype: z.preprocess(blank, z.enum(DATE_TYPES, { error: M.datetype }).default('day')) })
  .superRefine(checkRange)
export const callDataQuery = z
  .object({ ...rangeShape, graphType: z.preprocess(blank, z.enum(GRAPH_TYPES, { error: M.graphType }).default('Hour')) })
  .superRefine(checkRange)
export const barChartQuery = z.object({ model: z.preprocess(blank, z.enum(BAR_MODELS, { error: M.model }).default('bookings')) })
export const barChartBody = z.object({ ...rangeShape, scuId: uuidOrBlank(M.scuId) }).superRefine(checkRange)
export const pieChartBody = z.object({ branchId: uuidOrBlank(M.branchId) })
export const keywordQuery = z.object({ keyword: z.preprocess(blank, z.string().trim().max(100, M.keyword).optional()) })
export const keywordBody = keywordQuery
export const serviceCentresBody = z.object({
  page: z.preprocess(blank, z.coerce.number({ error: M.page }).int(M.page).min(0, M.page).max(100_000, M.page).default(0)),
  pageSize: z.preprocess(
    blank,
    z.coerce
      .number({ error: M.pageSize })
      .int(M.pageSize)
      .refine((n) => (SERVICE_CENTRE_PAGE_SIZES as readonly number[]).includes(n), M.pageSize)
      .default(10),
  ),
})

/**
 * Spec 001 section 9: the older dashboard's default range, from the first day of this month to the 28th of the next
 * month (in India), as Unix seconds of the two days' midnights.
 */
export function defaultRange(nowSeconds: number): { startDate: number; endDate: number } {
  const d = new Date((nowSeconds + IST_SECONDS) * 1000)
  const y = d.getUTCFullYear()
  const m = d.getUTCMonth()
  return {
    startDate: Date.UTC(y, m, 1) / 1000 - IST_SECONDS,
    endDate: Date.UTC(y, m + 1, 28) / 1000 - IST_SECONDS,
  }
}

/** The half-open instant range [from, to) a range covers: whole India days, the end's day included. */
export function rangeInstants(range: DateRange, nowSeconds: number): { from: number; to: number } {
  const d = defaultRange(nowSeconds)
  const start = range.startDate ?? (range.endDate !== undefined && range.endDate < d.startDate ? range.endDate : d.startDate)
  const end = range.endDate ?? (range.startDate !== undefined && range.startDate > d.endDate ? range.startDate : d.endDate)
  return { from: indiaMidnight(start), to: indiaMidnight(end) + DAY_SECONDS }
}
