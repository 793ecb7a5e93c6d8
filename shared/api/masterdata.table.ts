import { z } from 'zod'
import { tableContract } from './contract'
import { PRODUCT_CATEGORIES, PRODUCT_UNITS } from './inventory'
import { masterdataTableQuery } from './masterdata.query'

export * from './masterdata.query'

/**
 * The master data (products) table's contract (issue 19, spec 002 section 3 "Product"): price in integer paise, tax in
 * basis points, times in Unix seconds. `additionalInfo[].content` and `externalLink[].url` are base64 (UTF-8) as
 * stored; the screen decodes them (shared/api/masterdata.ts).
 */

export const productInfoLine = z.object({ heading: z.string(), content: z.string() })
export const productLinkLine = z.object({ heading: z.string(), url: z.string() })

export const masterdataRow = z.object({
  _id: z.string(),
  productSku: z.string(),
  name: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  unit: z.enum(PRODUCT_UNITS),
  hsn: z.string().nullable(),
  price: z.number().int(),
  taxBasisPoints: z.number().int(),
  /** The tax as the table shows it ("18", "12.5"), from the basis points. */
  taxPercent: z.string(),
  reorderLevel: z.number().int(),
  additionalInfo: z.array(productInfoLine),
  externalLink: z.array(productLinkLine),
  active: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})

export type MasterdataRow = z.infer<typeof masterdataRow>

/**
 * The export's extra sheets (spec 002: "Product (export): productSku, additionalInfo with externalLink list (heading,
 * url) and additionalInfo list (heading, content)"), one row per entry keyed by the product's SKU, the values base64
 * as stored.
 */
export const MASTERDATA_EXPORT_SHEETS = [
  { name: 'Additional Info', columns: ['productSku', 'heading', 'content'] },
  { name: 'ExternalLink', columns: ['productSku', 'heading', 'url'] },
] as const

export const masterdataTableContract = tableContract({
  list: '/inventory/products/all',
  export: '/inventory/products/export',
  row: masterdataRow,
  query: masterdataTableQuery,
  sheets: MASTERDATA_EXPORT_SHEETS,
})
