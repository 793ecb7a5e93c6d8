import { IST_SECONDS } from '@shared/india-day'

/**
 * The buckets of a range, so a chart draws a zero where the calls (which answer only buckets holding something) have
 * none, instead of a line jumping over the empty days. Times are Unix seconds; buckets start in India time, weeks on
 * Monday (as the server's date_trunc).
 */
export type BucketUnit = 'hour' | 'day' | 'week' | 'month' | 'year'

/** The most buckets filled in: a longer range is drawn from the answered buckets alone. */
export const MAX_BUCKETS = 5000

/** The start of the bucket holding `at`. */
export function bucketStart(at: number, unit: BucketUnit): number {
  const local = new Date((at + IST_SECONDS) * 1000)
  const y = local.getUTCFullYear()
  const m = local.getUTCMonth()
  const d = local.getUTCDate()
  const toSeconds = (ms: number) => ms / 1000 - IST_SECONDS
  switch (unit) {
    case 'hour':
      return toSeconds(Date.UTC(y, m, d, local.getUTCHours()))
    case 'day':
      return toSeconds(Date.UTC(y, m, d))
    case 'week':
      return toSeconds(Date.UTC(y, m, d - ((local.getUTCDay() + 6) % 7)))
    case 'month':
      return toSeconds(Date.UTC(y, m, 1))
    case 'year':
      return toSeconds(Date.UTC(y, 0, 1))
  }
}

/** The bucket after the one starting at `start`. */
function nextBucket(start: number, unit: BucketUnit): number {
  const local = new Date((start + IST_SECONDS) * 1000)
  switch (unit) {
    case 'hour':
      return start + 3600
    case 'day':
      return start + 86_400
    case 'week':
      return start + 7 * 86_400
    case 'month':
      return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) / 1000 - IST_SECONDS
    case 'year':
      return Date.UTC(local.getUTCFullYear() + 1, 0, 1) / 1000 - IST_SECONDS
  }
}

/** Every bucket start from the one holding `from` up to `to` (exclusive); null when there would be too many. */
export function bucketStarts(from: number, to: number, unit: BucketUnit): number[] | null {
  const out: number[] = []
  for (let at = bucketStart(from, unit); at < to; at = nextBucket(at, unit)) {
    if (out.length >= MAX_BUCKETS) return null
    out.push(at)
  }
  return out
}

/**
 * The answered buckets spread over every bucket of the range, with `empty` where none was answered (buckets answered
 * outside the range are kept, in order).
 */
export function fillBuckets<T>(
  rows: readonly T[],
  startOf: (row: T) => number,
  from: number,
  to: number,
  unit: BucketUnit,
  empty: (at: number) => T,
): T[] {
  const starts = bucketStarts(from, to, unit)
  if (!starts) return [...rows]
  const by = new Map(rows.map((r) => [startOf(r), r]))
  const all = new Set([...starts, ...by.keys()])
  return [...all].sort((a, b) => a - b).map((at) => by.get(at) ?? empty(at))
}
