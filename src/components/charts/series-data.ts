/** One line of a time-series chart: parallel arrays of times (Unix ms) and values, as the APIs answer them. */
export interface TimeSeries {
  id: string
  /** Legend, table column and summary name, with its unit: "Speed (km/h)". */
  label: string
  t: readonly number[]
  v: readonly number[]
  /** Palette slot (colour and dash); by default the series' position in the chart. */
  styleIndex?: number
}

/** A chart's data as a plain table: the header row and one row of text cells per entry. */
export interface ChartTable {
  columns: string[]
  rows: { key: string; cells: string[] }[]
}

/** The lowest and highest value over all series, widened so a flat or empty chart still has a range. */
export function valueExtent(series: readonly TimeSeries[]): [number, number] {
  let lo = Infinity
  let hi = -Infinity
  for (const s of series) {
    for (const v of s.v) {
      if (v < lo) lo = v
      if (v > hi) hi = v
    }
  }
  if (!Number.isFinite(lo)) return [0, 1]
  return hi === lo ? [lo, lo + 1] : [lo, hi]
}

/** The first and last time over all series, or null when there is no point. */
export function timeExtent(series: readonly TimeSeries[]): [number, number] | null {
  let lo = Infinity
  let hi = -Infinity
  for (const s of series) {
    if (s.t.length === 0) continue
    lo = Math.min(lo, s.t[0]!)
    hi = Math.max(hi, s.t[s.t.length - 1]!)
  }
  return Number.isFinite(lo) ? [lo, hi] : null
}

export interface SeriesStats {
  count: number
  min: number
  max: number
  last: number
}

/** What a text summary says of one series; null when it has no point. */
export function seriesStats(s: TimeSeries): SeriesStats | null {
  if (s.v.length === 0) return null
  let min = Infinity
  let max = -Infinity
  for (const v of s.v) {
    if (v < min) min = v
    if (v > max) max = v
  }
  return { count: s.v.length, min, max, last: s.v[s.v.length - 1]! }
}

/** The series side by side, one row per distinct time in time order; a series without a point at that time is blank. */
export function timeSeriesTable(
  series: readonly TimeSeries[],
  timeHeader: string,
  formatTime: (t: number) => string,
  formatValue: (v: number) => string,
): ChartTable {
  const byTime = new Map<number, (number | undefined)[]>()
  series.forEach((s, col) => {
    for (let i = 0; i < s.t.length; i++) {
      const t = s.t[i]!
      let row = byTime.get(t)
      if (!row) {
        row = new Array<number | undefined>(series.length)
        byTime.set(t, row)
      }
      row[col] = s.v[i]
    }
  })
  const rows = [...byTime.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([t, values]) => ({
      key: String(t),
      cells: [formatTime(t), ...series.map((_, col) => (values[col] === undefined ? '' : formatValue(values[col]!)))],
    }))
  return { columns: [timeHeader, ...series.map((s) => s.label)], rows }
}
