import { paiseToRupees, rupeesToPaise } from '@shared/api/booking-money'
import type { PickOption } from './api'

/** The booking form's fields a picked vehicle model fills. */
export interface PriceFields {
  price: string
  bookingFee: string
  batterySelected: boolean
}

/**
 * What picking a vehicle model fills in the booking form (its empty fields only: a typed amount stays): the price as
 * the model's kit price, plus its battery price when the battery is selected; the booking fee as the model's. In exact
 * paise (shared/api/booking-money.ts), never floating point.
 */
export function pricesFromModel(prices: PickOption['prices'], current: PriceFields): Partial<Pick<PriceFields, 'price' | 'bookingFee'>> {
  if (!prices) return {}
  const out: Partial<Pick<PriceFields, 'price' | 'bookingFee'>> = {}
  const parts = [prices.kitPrice, current.batterySelected ? prices.batteryPrice : null]
    .filter((p): p is string => p !== null)
    .map((p) => rupeesToPaise(p))
  if (current.price.trim() === '' && parts.length > 0 && parts.every((p) => p !== null))
    out.price = paiseToRupees(parts.reduce<number>((sum, p) => sum + p!, 0))
  if (current.bookingFee.trim() === '' && prices.bookingFee !== null) out.bookingFee = prices.bookingFee
  return out
}
