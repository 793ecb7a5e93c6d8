import { eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { type ScuStockRow, scuStockRowId, scuStockTableContract } from '../../../shared/api/scustocks.table'
import { products, serviceCentres, stockBalances } from '../../db/schema'
import { defineList, unixSeconds } from '../../lib/list'
import { containsText } from '../../lib/list-query'
import { scuStockScope } from './data'

/**
 * A balance has no id column (its key is the centre and the product): the list kit's id is this text expression of
 * both, which pages, keyset exports and ties sort by. It renders as SQL wherever the kit puts a column and tells the
 * keyset its type.
 */
const rowKey = Object.assign(sql`(${stockBalances.scuId}::text || ':' || ${stockBalances.productId}::text)`, {
  getSQLType: () => 'text',
}) as unknown as PgColumn

/** The left joins of a row: the centre and the product (conditions never use them: they go by subqueries). */
const joins = [
  { table: serviceCentres, on: eq(serviceCentres.id, stockBalances.scuId) },
  { table: products, on: eq(products.id, stockBalances.productId) },
]

const select = {
  scuId: stockBalances.scuId,
  productId: stockBalances.productId,
  centreTitle: sql<string | null>`${serviceCentres.title}`,
  sku: sql<string | null>`${products.sku}`,
  name: sql<string | null>`${products.name}`,
  category: sql<ScuStockRow['category'] | null>`${products.category}`,
  unit: sql<ScuStockRow['unit'] | null>`${products.unit}`,
  reorderLevel: sql<number | null>`${products.reorderLevel}`,
  onHand: stockBalances.onHand,
  updatedAt: stockBalances.updatedAt,
}

type Selected = SelectResultFields<typeof select>

function rowOf(r: Selected): ScuStockRow {
  const reorderLevel = Number(r.reorderLevel ?? 0)
  const low = r.onHand <= reorderLevel
  return {
    _id: scuStockRowId(r.scuId, r.productId),
    serviceCentre: { _id: r.scuId, title: r.centreTitle ?? '' },
    product: { _id: r.productId, sku: r.sku ?? '', name: r.name ?? '' },
    category: r.category ?? 'part',
    unit: r.unit ?? 'piece',
    onHand: r.onHand,
    reorderLevel,
    low,
    level: low ? 'low' : 'ok',
    updatedAt: unixSeconds(r.updatedAt)!,
  }
}

const productsWhere = (condition: SQL) => inArray(stockBalances.productId, sql`(select ${products.id} from ${products} where ${condition})`)

/**
 * The SCU stocks table (POST /inventory/stocks/all) and its export (POST /inventory/stocks/export):
 * - keyword: the product's SKU or name contains it;
 * - filters: scuId, category, low (at or below the product's reorder level);
 * - sort: updatedAt (the last movement, default newest first), onHand;
 * - scope: an scc or worker sees their own centre's rows (scuStockScope).
 */
export const scuStockList = defineList({
  contract: scuStockTableContract,
  entity: 'scustocks',
  table: stockBalances,
  id: rowKey,
  joins,
  select,
  toRow: rowOf,
  search: (keyword) => productsWhere(or(containsText(sql`${products.sku}`, keyword), containsText(sql`${products.name}`, keyword))!),
  sort: { updatedAt: stockBalances.updatedAt, onHand: stockBalances.onHand },
  filters: {
    scuId: (v) => eq(stockBalances.scuId, v),
    category: (v) => productsWhere(eq(products.category, v)),
    low: (v) => {
      const atOrBelow = sql`${stockBalances.onHand} <= (select ${products.reorderLevel} from ${products} where ${products.id} = ${stockBalances.productId})`
      return v ? atOrBelow : sql`not (${atOrBelow})`
    },
  },
  scope: scuStockScope,
})
