import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ProductCategory, ProductUnit, StockMovementKind, StockReferenceType } from '@shared/api/inventory'

/** One translated label per movement kind (shared/api/inventory.ts STOCK_MOVEMENT_KINDS). */
export const STOCK_MOVEMENT_KIND_LABELS: Record<StockMovementKind, MessageDescriptor> = {
  receipt: msg`Receipt`,
  issue: msg`Issue`,
  transferOut: msg`Transfer out`,
  transferIn: msg`Transfer in`,
  adjustment: msg`Adjustment`,
}

/** One translated label per reference type. */
export const STOCK_REFERENCE_LABELS: Record<StockReferenceType, MessageDescriptor> = {
  orderRequest: msg`Order request`,
  serviceRequest: msg`Service request`,
  booking: msg`Booking`,
  transfer: msg`Transfer`,
}

/** One translated label per product category. */
export const STOCK_CATEGORY_LABELS: Record<ProductCategory, MessageDescriptor> = {
  kit: msg`Kit`,
  battery: msg`Battery`,
  part: msg`Part`,
  accessory: msg`Accessory`,
  paint: msg`Paint`,
  consumable: msg`Consumable`,
  tool: msg`Tool`,
}

/** One translated label per unit. */
export const STOCK_UNIT_LABELS: Record<ProductUnit, MessageDescriptor> = {
  piece: msg`Piece`,
  set: msg`Set`,
  pair: msg`Pair`,
  box: msg`Box`,
  litre: msg`Litre`,
  kg: msg`Kg`,
  metre: msg`Metre`,
}
