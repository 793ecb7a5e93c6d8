/**
 * The time-series chart's margins around its plot (px). Plain numbers without the drawing code, so a page that maps
 * pointer positions to times (zoom at the pointer, drag to pan) can import them without loading the charts.
 */
export const TIME_SERIES_MARGIN = { top: 8, right: 8, bottom: 22, left: 48 } as const

/** Where a horizontal pointer position (clientX) falls in a time-series chart's plot: 0 left … 1 right, clamped. */
export function plotFraction(clientX: number, box: { left: number; width: number }): number {
  const m = TIME_SERIES_MARGIN
  const inner = Math.max(1, box.width - m.left - m.right)
  return Math.min(1, Math.max(0, (clientX - box.left - m.left) / inner))
}

/** The width of a time-series chart's plot, given the chart's own width. */
export function plotWidth(width: number): number {
  return Math.max(1, width - TIME_SERIES_MARGIN.left - TIME_SERIES_MARGIN.right)
}
