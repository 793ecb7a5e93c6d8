/**
 * Downsampling of a time series for drawing (issue 21's tracking graphs): min/max per pixel bucket. The window
 * [from, to] is cut into `buckets` equal spans of time; each span with points gives its lowest and its highest point,
 * in time order (one point when they are the same). A line drawn through them has every peak and trough a line
 * through all points would have at that width, and never more than 2 × buckets points. One pass, no allocation per
 * point: a million points take a few milliseconds.
 */

/** The first index whose time is ≥ t in a sorted array (binary search). */
export function lowerBound(times: ArrayLike<number>, t: number): number {
  let lo = 0
  let hi = times.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (times[mid]! < t) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The index range [start, end) of the points within [from, to]. */
export function windowOf(times: ArrayLike<number>, from: number, to: number): { start: number; end: number } {
  const start = lowerBound(times, from)
  let end = lowerBound(times, to)
  while (end < times.length && times[end] === to) end++
  return { start, end }
}

export interface Downsampled {
  t: number[]
  v: number[]
}

/**
 * The min/max points of `values` (by `times`, sorted ascending) within index range [start, end), over `buckets` spans
 * of time from times[start] to times[end - 1]. NaN values are skipped.
 */
export function minMaxDownsample(
  times: ArrayLike<number>,
  values: ArrayLike<number>,
  buckets: number,
  start = 0,
  end = times.length,
): Downsampled {
  const out: Downsampled = { t: [], v: [] }
  const b = Math.max(1, Math.floor(buckets))
  if (end <= start) return out
  if (end - start <= 2 * b) {
    for (let i = start; i < end; i++) {
      if (Number.isNaN(values[i]!)) continue
      out.t.push(times[i]!)
      out.v.push(values[i]!)
    }
    return out
  }
  const t0 = times[start]!
  const span = times[end - 1]! - t0 || 1
  const scale = b / span
  let bucket = -1
  let minI = -1
  let maxI = -1
  const flush = () => {
    if (minI < 0) return
    const a = Math.min(minI, maxI)
    const z = Math.max(minI, maxI)
    out.t.push(times[a]!)
    out.v.push(values[a]!)
    if (z !== a) {
      out.t.push(times[z]!)
      out.v.push(values[z]!)
    }
  }
  for (let i = start; i < end; i++) {
    const v = values[i]!
    if (Number.isNaN(v)) continue
    let k = Math.floor((times[i]! - t0) * scale)
    if (k >= b) k = b - 1
    if (k !== bucket) {
      flush()
      bucket = k
      minI = i
      maxI = i
      continue
    }
    if (v < values[minI]!) minI = i
    if (v > values[maxI]!) maxI = i
  }
  flush()
  return out
}

/** Every `ceil(n / count)`-th index of [start, end), and the last: a route thinned to about `count` points. */
export function strideIndexes(start: number, end: number, count: number): number[] {
  const n = end - start
  if (n <= 0) return []
  const step = Math.max(1, Math.ceil(n / Math.max(1, count)))
  const out: number[] = []
  for (let i = start; i < end; i += step) out.push(i)
  if (out[out.length - 1] !== end - 1) out.push(end - 1)
  return out
}
