/** Figures as the dashboards show them: counts grouped (money: formatMoney, the tables' exact paise formatter). */

export function countText(n: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(n)
}

/** A chart's time axis by day: dd/MM/yyyy in India. */
export const dayAxisText = (ms: number) => new Date(ms).toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' })

export function kmText(km: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(km)
}
