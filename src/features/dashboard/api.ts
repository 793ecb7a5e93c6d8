import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  amountSeriesAnswer,
  barChartAnswer,
  branchesAnswer,
  callDataAnswer,
  cardsAnswer,
  countSeriesAnswer,
  crmMarketingAnswer,
  DASHBOARD_CALLS,
  enquiriesAnswer,
  kmSeriesAnswer,
  newCardsAnswer,
  pieChartAnswer,
  serviceCentresAnswer,
  statusSeriesAnswer,
  vehiclesAnswer,
  type BarModel,
  type DateType,
  type GraphType,
} from '@shared/api/dashboard'
import { api, ApiError, type ApiAnswer } from '@/lib/api'

/**
 * The dashboards' calls (shared/api/dashboard.ts), one hook each. Ranges go as the Unix seconds of India days
 * (`SecondsRange`, from ./dates). A failure is logged (spec 001 section 8: no user message) and left to the chart,
 * which shows its empty state with a Retry.
 */

export interface SecondsRange {
  startDate?: number
  endDate?: number
}

const C = DASHBOARD_CALLS
const STALE = 30_000

function dataOf<T>(path: string, a: ApiAnswer<T>): T {
  if (a.responseCode !== 109 || a.data === undefined) {
    const error = new ApiError(a)
    console.error(`Dashboard call ${path} failed`, error)
    throw error
  }
  return a.data
}

async function logged<T>(path: string, call: () => Promise<ApiAnswer<T>>): Promise<T> {
  try {
    return dataOf(path, await call())
  } catch (error) {
    if (!(error instanceof ApiError)) console.error(`Dashboard call ${path} failed`, error)
    throw error
  }
}

/** A failed call shows the chart's own Retry, not the client's 'Timeout Error.' toast. */
const quiet = true
const base = { staleTime: STALE, retry: 1, placeholderData: keepPreviousData } as const

/** A POST of the date range (test rides, pre-books, enquiry stats, ride km, users, recharges). */
function usePostRange<T>(path: string, schema: z.ZodType<T>, range: SecondsRange & { branchId?: string }, enabled = true) {
  return useQuery({
    ...base,
    queryKey: ['dashboard', path, range],
    enabled,
    queryFn: ({ signal }) => logged(path, () => api.post(path, range, { schema, signal, quiet })),
  })
}

function useGet<T>(path: string, schema: z.ZodType<T>, query: Record<string, string | number | undefined> = {}, enabled = true) {
  return useQuery({
    ...base,
    queryKey: ['dashboard', path, query],
    enabled,
    queryFn: ({ signal }) => logged(path, () => api.get(path, { query, schema, signal, quiet })),
  })
}

/** Test rides by drive day and status; `branchId` narrows them to one branch (the test-ride dashboard's filter). */
export const useTestRideCounts = (r: SecondsRange, branchId = '') =>
  usePostRange(C.testRideCounts, statusSeriesAnswer, branchId ? { ...r, branchId } : r)
export const useTestRideCreated = (r: SecondsRange, branchId = '') =>
  usePostRange(C.testRideCreated, countSeriesAnswer, branchId ? { ...r, branchId } : r)
export const usePreBookCounts = (r: SecondsRange) => usePostRange(C.preBookCounts, amountSeriesAnswer, r)
export const useEnquiryStats = (r: SecondsRange) => usePostRange(C.enquiryStats, statusSeriesAnswer, r)
export const useRideKm = (r: SecondsRange) => usePostRange(C.rideKm, kmSeriesAnswer, r)
export const useUserCount = (r: SecondsRange) => usePostRange(C.userCount, countSeriesAnswer, r)
export const useRecharge = (r: SecondsRange) => usePostRange(C.recharge, amountSeriesAnswer, r)

export const useCards = () => useGet(C.cards, cardsAnswer)
export const useNewCards = () => useGet(C.newCards, newCardsAnswer)
export const useVehicles = () => useGet(C.vehicles, vehiclesAnswer)
export const useEnquiries = () => useGet(C.enquiries, enquiriesAnswer)

/** Booking counts by day, month or year (the booking-count dashboard). `enabled` waits for Search. */
export const useBookingStats = (r: SecondsRange, datetype: DateType, enabled = true) =>
  useGet(C.stats, countSeriesAnswer, { ...r, datetype }, enabled)

export const useCallData = (r: SecondsRange, graphType: GraphType) => useGet(C.callData, callDataAnswer, { ...r, graphType })

export const useCrmMarketing = (r: SecondsRange) => useGet(C.crmMarketing, crmMarketingAnswer, { ...r })

/** Branches for the pie's filter. */
export const useBranches = (keyword = '') => useGet(C.branches, branchesAnswer, keyword ? { keyword } : {})

/** The Vehicle Status bar chart of one model, optionally one centre's. */
export function useBarChart(model: BarModel, r: SecondsRange, scuId: string) {
  const path = C.barChart
  return useQuery({
    ...base,
    queryKey: ['dashboard', path, model, r, scuId],
    queryFn: ({ signal }) =>
      logged(path, () => api.post(path, { ...r, scuId: scuId || undefined }, { query: { model }, schema: barChartAnswer, signal, quiet })),
  })
}

/** The Retrofitment Status pie, optionally one branch's. */
export function usePieChart(r: SecondsRange, branchId: string) {
  const path = C.pieChart
  return useQuery({
    ...base,
    queryKey: ['dashboard', path, r, branchId],
    queryFn: ({ signal }) =>
      logged(path, () => api.post(path, { branchId: branchId || undefined }, { query: { ...r }, schema: pieChartAnswer, signal, quiet })),
  })
}

/** A page of the Service Stations map's centres (also the Vehicle Status chart's centre filter). */
export function useServiceCentres(page = 0, pageSize = 100) {
  const path = C.serviceCentres
  return useQuery({
    ...base,
    queryKey: ['dashboard', path, page, pageSize],
    queryFn: ({ signal }) => logged(path, () => api.post(path, { page, pageSize }, { schema: serviceCentresAnswer, signal, quiet })),
  })
}
