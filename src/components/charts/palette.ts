import './charts.css'

/** Light-mode values, used where the variables are not (yet) defined. Order and meaning: see charts.css. */
const FALLBACK = ['#0072b2', '#e69f00', '#009e73', '#d55e00', '#cc79a7', '#000000'] as const

/** Dash patterns, so series stay apart without colour too (printed, greyscale, or two similar hues). */
const DASHES = [undefined, '6 3', '2 3', '10 3 2 3', '1 4', '12 4'] as const

export const PALETTE_SIZE = FALLBACK.length

/** The colour of palette slot `i` (wraps around), as a CSS value that follows light and dark mode. */
export function chartColour(i: number): string {
  const slot = ((i % PALETTE_SIZE) + PALETTE_SIZE) % PALETTE_SIZE
  return `var(--chart-${slot + 1}, ${FALLBACK[slot]})`
}

/** The stroke dash pattern of series `i` (solid first); undefined is a solid line. */
export function chartDash(i: number): string | undefined {
  return DASHES[Math.abs(i) % DASHES.length]
}

/** Colour and dash of series `i`: what a line, a legend swatch and (later) a bar or slice use. */
export function seriesStyle(i: number): { colour: string; dash: string | undefined } {
  return { colour: chartColour(i), dash: chartDash(i) }
}

/** For marks that flag a problem (faults, limits): the theme's destructive colour. */
export const ALERT_COLOUR = 'var(--destructive)'
