import { eq, or, sql } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { basisPointsToPercent } from '../../../shared/api/booking-money'
import { type MasterdataRow, masterdataTableContract } from '../../../shared/api/masterdata.table'
import type { Db } from '../../db/client'
import { products as p } from '../../db/schema'
import { defineList, unixSeconds } from '../../lib/list'
import { containsText } from '../../lib/list-query'

/** The columns of a product row as the table, the export and the details call give them. */
export const productSelect = {
  id: p.id,
  sku: p.sku,
  name: p.name,
  category: p.category,
  unit: p.unit,
  hsn: p.hsn,
  price: p.price,
  taxBasisPoints: p.taxBasisPoints,
  reorderLevel: p.reorderLevel,
  additionalInfo: p.additionalInfo,
  externalLink: p.externalLink,
  active: p.active,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
}

type Selected = SelectResultFields<typeof productSelect>

/** A selected row → the row the client gets (price in paise, tax in basis points, times in Unix seconds). */
export function productRowOf(r: Selected): MasterdataRow {
  return {
    _id: r.id,
    productSku: r.sku,
    name: r.name,
    category: r.category,
    unit: r.unit,
    hsn: r.hsn,
    price: Number(r.price),
    taxBasisPoints: r.taxBasisPoints,
    taxPercent: basisPointsToPercent(r.taxBasisPoints),
    reorderLevel: r.reorderLevel,
    additionalInfo: r.additionalInfo.map((l) => ({ heading: l.heading, content: l.content })),
    externalLink: r.externalLink.map((l) => ({ heading: l.heading, url: l.url })),
    active: r.active,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }
}

/** One product as a list row (the details call's row), or null. */
export async function productRowById(db: Db, id: string): Promise<MasterdataRow | null> {
  const [row] = await db.select(productSelect).from(p).where(eq(p.id, id)).limit(1)
  return row ? productRowOf(row) : null
}

/**
 * The products table (POST /inventory/products/all) and its export (POST /inventory/products/export):
 * - keyword: the SKU or the name contains it;
 * - filters: active, category;
 * - sort: updatedAt (default, newest first), createdAt, productSku, name, category, price, reorderLevel;
 * - the export's extra sheets 'Additional Info' and 'ExternalLink': one row per entry, keyed by the SKU, base64 as stored.
 */
export const masterdataList = defineList({
  contract: masterdataTableContract,
  entity: 'product',
  table: p,
  id: p.id,
  select: productSelect,
  toRow: productRowOf,
  search: (keyword) => or(containsText(sql`${p.sku}`, keyword), containsText(sql`${p.name}`, keyword))!,
  sort: {
    updatedAt: p.updatedAt,
    createdAt: p.createdAt,
    productSku: p.sku,
    name: p.name,
    category: p.category,
    price: p.price,
    reorderLevel: p.reorderLevel,
  },
  generic: { active: p.active },
  filters: { category: (c) => eq(p.category, c) },
  sheetRows: (row) => ({
    'Additional Info': row.additionalInfo.map((l) => [row.productSku, l.heading, l.content]),
    ExternalLink: row.externalLink.map((l) => [row.productSku, l.heading, l.url]),
  }),
})
