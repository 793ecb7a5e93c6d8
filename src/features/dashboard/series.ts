import type { DayId, StatusSeriesAnswer } from '@shared/api/dashboard'
import type { TimeSeries } from '@/components/charts/lazy'
import { fillBuckets, type BucketUnit } from './buckets'
import { dayIdMs } from './dates'

/**
 * The calls' results as the line chart's series (times in Unix ms): every bucket of the answered range is a point,
 * zero where the call answered none (it answers only buckets holding something).
 */

interface RangeAnswer<R> {
  from: number
  to: number
  result: R[]
}

/** Points of `value` per bucket of an answer's range. */
export function densePoints<R extends { _id: DayId }>(a: RangeAnswer<R> | undefined, value: (r: R) => number, unit: BucketUnit = 'day') {
  if (!a) return { t: [] as number[], v: [] as number[] }
  const rows = a.result.map((r) => ({ at: dayIdMs(r._id) / 1000, v: value(r) }))
  const filled = fillBuckets(
    rows,
    (r) => r.at,
    a.from,
    a.to,
    unit,
    (at) => ({ at, v: 0 }),
  )
  return { t: filled.map((f) => f.at * 1000), v: filled.map((f) => f.v) }
}

const style = (styleIndex?: number) => (styleIndex !== undefined ? { styleIndex } : {})

/** One series of the counts of a count-by-day (or month, year) answer. */
export function countSeries(
  a: RangeAnswer<{ _id: DayId; count: number }> | undefined,
  id: string,
  label: string,
  styleIndex?: number,
  unit: BucketUnit = 'day',
): TimeSeries {
  return { id, label, ...densePoints(a, (r) => r.count, unit), ...style(styleIndex) }
}

/** One series of a status-by-day answer: the day's count of `status`, or of every status when `status` is null. */
export function statusSeries(
  a: StatusSeriesAnswer | undefined,
  status: string | null,
  id: string,
  label: string,
  styleIndex?: number,
): TimeSeries {
  const value = (r: StatusSeriesAnswer['result'][number]) =>
    status === null ? r.total : (r.items.find((i) => i.status === status)?.count ?? 0)
  return { id, label, ...densePoints(a, value), ...style(styleIndex) }
}

/** The range's total of one status. */
export function statusTotal(a: StatusSeriesAnswer | undefined, status: string): number {
  return a?.totals.find((s) => s.status === status)?.count ?? 0
}
