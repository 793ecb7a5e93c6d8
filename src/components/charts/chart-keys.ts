/**
 * Keyboard moves shared by the bar and pie charts: arrow keys step between the marks (bars in reading order, slices
 * clockwise), Home and End jump to the first and last, Escape leaves the tooltip. Plain functions, no React.
 */

/** The next focused mark for a key: an index, null to hide the tooltip, undefined when the key is not the chart's. */
export function nextMark(key: string, current: number | null, count: number): number | null | undefined {
  if (count <= 0) return key === 'Escape' ? null : undefined
  const at = current ?? -1
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return at < 0 ? 0 : (at + 1) % count
    case 'ArrowLeft':
    case 'ArrowUp':
      return at < 0 ? count - 1 : (at - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    case 'Escape':
      return null
    default:
      return undefined
  }
}

/** The share of `value` in `total` as a whole-number percentage text ("0%" for an empty total). */
export function percentText(value: number, total: number, locale: string): string {
  const f = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 })
  return f.format(total > 0 ? value / total : 0)
}
