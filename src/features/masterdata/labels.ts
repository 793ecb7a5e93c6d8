import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ProductCategory, ProductUnit } from '@shared/api/inventory'

/** One translated label per product category (shared/api/inventory.ts PRODUCT_CATEGORIES). */
export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, MessageDescriptor> = {
  kit: msg`Conversion kit`,
  battery: msg`Battery`,
  part: msg`Part`,
  accessory: msg`Accessory`,
  paint: msg`Paint`,
  consumable: msg`Consumable`,
  tool: msg`Tool`,
}

/** One translated label per unit (shared/api/inventory.ts PRODUCT_UNITS). */
export const PRODUCT_UNIT_LABELS: Record<ProductUnit, MessageDescriptor> = {
  piece: msg`Piece`,
  set: msg`Set`,
  pair: msg`Pair`,
  box: msg`Box`,
  litre: msg`Litre`,
  kg: msg`Kilogram`,
  metre: msg`Metre`,
}
