import { todayInIndia } from '../../../shared/india-day'

/** The day `days` from today in India (the server's days), as a date field takes it: dd/MM/yyyy. */
export function indiaDayFromToday(days: number): string {
  const [y, m, d] = todayInIndia(Date.now() + days * 86_400_000).split('-')
  return `${d}/${m}/${y}`
}
