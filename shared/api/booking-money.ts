/**
 * The money of a booking (issue 16), exact: amounts are integer paise, the tax rate integer basis points (1 % = 100).
 * Forms and API bodies carry rupees as text ("85000.50", at most two decimals); `rupeesToPaise` reads them without
 * floating point. The server derives every total with `bookingTotals` and ignores totals a client sends.
 */

/** The largest amount a booking field takes: ₹9,99,99,999.99. */
export const MAX_PAISE = 99_999_999_99

/** Rupees as text: digits with at most two decimals (commas as thousands separators are accepted). */
export const RUPEES_PATTERN = /^\d{1,8}(\.\d{1,2})?$/

/** "85,000.5" → 8500050; null when it is not an amount. */
export function rupeesToPaise(text: string): number | null {
  const s = text.trim().replace(/,/g, '')
  if (!RUPEES_PATTERN.test(s)) return null
  const [whole, fraction = ''] = s.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** 8500050 → "85000.50". */
export function paiseToRupees(paise: number): string {
  const sign = paise < 0 ? '-' : ''
  const abs = Math.abs(paise)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** A tax rate as text ("5", "28", "12.5") → basis points; null when it is not 0–100 with at most two decimals. */
export function percentToBasisPoints(text: string): number | null {
  const s = text.trim()
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(s)) return null
  const [whole, fraction = ''] = s.split('.')
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return bp <= 10_000 ? bp : null
}

/** 1250 → "12.5". */
export function basisPointsToPercent(bp: number): string {
  const whole = Math.floor(bp / 100)
  const fraction = bp % 100
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`
}

/** What the totals are computed from (all paise, the rate in basis points). */
export interface BookingMoneyInput {
  price: number
  discount: number
  additionalDiscount: number
  taxBasisPoints: number
  bookingFee: number
  bookingCustomerPaid: number
  /** Counted towards the total only when the loan is approved. */
  loanAmount: number
  loanApproved: boolean
}

/** The derived totals (paise). */
export interface BookingTotals {
  /** price − discount − additionalDiscount. */
  billablePrice: number
  /** billablePrice × rate, rounded half up to the paisa. */
  taxAmount: number
  /** billablePrice + taxAmount. */
  billedAmount: number
  /** What the booking costs the customer in all: the billed amount. */
  bookingTotalAmount: number
  /** The booking fee still unpaid: max(0, bookingFee − bookingCustomerPaid). */
  bookingBalance: number
  /** What is left to collect: bookingTotalAmount − bookingCustomerPaid − the approved loan. */
  remainingAmount: number
}

/** Why totals cannot be derived: the discounts exceed the price, or payments and loan exceed the total. */
export type BookingMoneyProblem = 'discountAbovePrice' | 'paidAboveTotal'

export function bookingTotals(m: BookingMoneyInput): BookingTotals | BookingMoneyProblem {
  const billablePrice = m.price - m.discount - m.additionalDiscount
  if (billablePrice < 0) return 'discountAbovePrice'
  // Half up: (x · bp + 5000) / 10000, in integers (x · bp stays far below 2^53 for amounts under MAX_PAISE).
  const taxAmount = Math.floor((billablePrice * m.taxBasisPoints + 5_000) / 10_000)
  const billedAmount = billablePrice + taxAmount
  const bookingTotalAmount = billedAmount
  const remainingAmount = bookingTotalAmount - m.bookingCustomerPaid - (m.loanApproved ? m.loanAmount : 0)
  if (remainingAmount < 0) return 'paidAboveTotal'
  return {
    billablePrice,
    taxAmount,
    billedAmount,
    bookingTotalAmount,
    bookingBalance: Math.max(0, m.bookingFee - m.bookingCustomerPaid),
    remainingAmount,
  }
}
