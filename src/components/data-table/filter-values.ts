import type { FilterSpec } from './types'

/** A filter's URL value as the text of its select ('' for all). */
export function filterText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value)
}

/** A select's text as the filter's value (undefined for all). */
export function filterValue(f: FilterSpec, text: string): unknown {
  if (text === '') return undefined
  if (f.kind === 'date') return Number.isFinite(Number(text)) ? Number(text) : undefined
  return f.kind === 'boolean' ? text === 'true' : text
}
