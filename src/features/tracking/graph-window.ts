/** A shown window of a log (Unix ms) and the log's own extent. */
export interface Window {
  from: number
  to: number
}
export interface Bounds {
  start: number
  end: number
}

/** The smallest window shown: ten seconds. */
const MIN_SPAN = 10_000

function clamp(w: Window, b: Bounds): Window {
  const span = Math.min(b.end - b.start, Math.max(MIN_SPAN, w.to - w.from))
  let from = w.from
  if (from < b.start) from = b.start
  if (from + span > b.end) from = b.end - span
  return { from: Math.round(from), to: Math.round(from + span) }
}

/** Zooms by `factor` (0.5: twice closer) keeping the point at `at` (0 left … 1 right) in place. */
export function zoomWindow(w: Window, b: Bounds, factor: number, at: number): Window {
  const span = w.to - w.from
  const pivot = w.from + span * Math.min(1, Math.max(0, at))
  const next = span * factor
  return clamp({ from: pivot - (pivot - w.from) * factor, to: pivot - (pivot - w.from) * factor + next }, b)
}

/** Moves by `fraction` of the window's span (negative: back in time). */
export function panWindow(w: Window, b: Bounds, fraction: number): Window {
  const d = (w.to - w.from) * fraction
  return clamp({ from: w.from + d, to: w.to + d }, b)
}
