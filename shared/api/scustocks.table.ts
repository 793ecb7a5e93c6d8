import { z } from 'zod'
import { PRODUCT_CATEGORIES, PRODUCT_UNITS } from './inventory'
import { tableContract } from './contract'
import { scuStockTableQuery } from './scustocks.query'

export * from './scustocks.query'

/** A row's id: its centre and product ('<scuId>:<productId>'), the table's one key for a balance. */
export const scuStockRowId = (scuId: string, productId: string): string => `${scuId}:${productId}`

/**
 * The on-hand of one product at one centre as the table and the export give it (times in Unix seconds). `low` is
 * true at or below the product's reorder level (the row is tinted).
 */
export const scuStockRow = z.object({
  _id: z.string(),
  serviceCentre: z.object({ _id: z.string(), title: z.string() }),
  product: z.object({ _id: z.string(), sku: z.string(), name: z.string() }),
  category: z.enum(PRODUCT_CATEGORIES),
  unit: z.enum(PRODUCT_UNITS),
  onHand: z.number().int(),
  reorderLevel: z.number().int(),
  low: z.boolean(),
  /** 'low' at or below the reorder level, else 'ok' (the table's row tint). */
  level: z.enum(['low', 'ok']),
  updatedAt: z.number().int(),
})

export type ScuStockRow = z.infer<typeof scuStockRow>

export const scuStockTableContract = tableContract({
  list: '/inventory/stocks/all',
  export: '/inventory/stocks/export',
  row: scuStockRow,
  query: scuStockTableQuery,
})
