import { formatDay } from '@/components/data-table/formatters'

/** Figures as the dashboards show them: counts grouped (money: formatMoney, the tables' exact paise formatter). */

export function countText(n: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(n)
}

/** A chart's time axis by day: dd/MM/yyyy in India (the shared day formatter). */
export const dayAxisText = (ms: number) => formatDay(new Date(ms))

export function kmText(km: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(km)
}
