/** Figures as the dashboards show them: counts grouped, money from integer paise in rupees. */

export function countText(n: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(n)
}

export function rupeesText(paise: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }).format(paise / 100)
}

export function kmText(km: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(km)
}
