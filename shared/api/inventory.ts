/**
 * The inventory's shared words (issue 19): what the master data, SCU stocks, services and order request screens and
 * the server's stock ledger (server/lib/stock.ts) all name. No schema here, so any of them may import it cheaply.
 */

/** Product categories of the master data. */
export const PRODUCT_CATEGORIES = ['kit', 'battery', 'part', 'accessory', 'paint', 'consumable', 'tool'] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

/** Units a product is counted in (stock quantities are whole units). */
export const PRODUCT_UNITS = ['piece', 'set', 'pair', 'box', 'litre', 'kg', 'metre'] as const
export type ProductUnit = (typeof PRODUCT_UNITS)[number]

/**
 * What moved stock (one ledger row each): a receipt (an order marked received), an issue (to a service request or a
 * booking's kit fitting), a transfer out of one centre and into another, an adjustment with its reason.
 */
export const STOCK_MOVEMENT_KINDS = ['receipt', 'issue', 'transferOut', 'transferIn', 'adjustment'] as const
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number]

/** What a movement refers to, when it comes from another record. */
export const STOCK_REFERENCE_TYPES = ['orderRequest', 'serviceRequest', 'booking', 'transfer'] as const
export type StockReferenceType = (typeof STOCK_REFERENCE_TYPES)[number]

export const INVENTORY_MESSAGES = {
  /** An issue, transfer or negative adjustment larger than the centre's balance (issue 19's wording). */
  insufficientStock: 'insufficient stock',
} as const
