import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import type { ProductCategory, ProductUnit, StockMovementKind, StockReferenceType } from '../../../shared/api/inventory'
import { createdAt, id, updatedAt, version } from '../columns'
import { serviceCentres, users } from './core'

/**
 * The inventory (issue 19), shared by the master data, SCU stocks, services and order request modules: the product
 * catalogue, and the stock ledger (every movement a row) with the on-hand balance per centre and product that the
 * same transaction keeps (server/lib/stock.ts). A balance never goes below zero: the ledger's conditional update
 * refuses it, and a CHECK holds it.
 */

/** A heading and its content (base64, as spec 002 section 3 stores it; the UI shows it decoded). */
export interface ProductInfo {
  heading: string
  content: string
}
/** A heading and its url (base64, as spec 002 section 3 stores it; the UI shows it decoded). */
export interface ProductLink {
  heading: string
  url: string
}

/** The products (Master Data): what centres stock, order and fit. Money in integer paise, tax in basis points. */
export const products = pgTable(
  'products',
  {
    id: id(),
    /** productSku (spec 002): unique among active products, case aside (114). */
    sku: varchar('sku', { length: 60 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    category: varchar('category', { length: 20 }).notNull().$type<ProductCategory>(),
    unit: varchar('unit', { length: 10 }).notNull().default('piece').$type<ProductUnit>(),
    hsn: varchar('hsn', { length: 8 }),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    taxBasisPoints: integer('tax_basis_points').notNull().default(0),
    /** At or below this on-hand quantity a centre's row is highlighted. */
    reorderLevel: integer('reorder_level').notNull().default(0),
    additionalInfo: jsonb('additional_info').$type<ProductInfo[]>().notNull().default([]),
    externalLink: jsonb('external_link').$type<ProductLink[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdById: uuid('created_by_id'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_sku_active_idx')
      .on(sql`lower(${t.sku})`)
      .where(sql`${t.active}`),
    index('products_name_idx').on(t.name, t.id),
    index('products_category_idx').on(t.category),
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_updated_idx').on(t.updatedAt, t.id),
  ],
)

/** On hand per centre and product: kept by every movement in its transaction; never negative. */
export const stockBalances = pgTable(
  'stock_balances',
  {
    scuId: uuid('scu_id')
      .notNull()
      .references(() => serviceCentres.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    onHand: integer('on_hand').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scuId, t.productId] }),
    index('stock_balances_product_idx').on(t.productId),
    check('stock_balances_on_hand_check', sql`${t.onHand} >= 0`),
  ],
)

/** The ledger: one row per movement, its signed quantity and the balance it left. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    /** Insertion order: the history's order when two movements share a time. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    scuId: uuid('scu_id')
      .notNull()
      .references(() => serviceCentres.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    kind: varchar('kind', { length: 12 }).notNull().$type<StockMovementKind>(),
    /** Signed: positive in, negative out. */
    quantity: integer('quantity').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason'),
    refType: varchar('ref_type', { length: 20 }).$type<StockReferenceType>(),
    refId: uuid('ref_id'),
    actorId: uuid('actor_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_row_idx').on(t.scuId, t.productId, t.seq),
    index('stock_movements_ref_idx').on(t.refType, t.refId),
    check('stock_movements_quantity_check', sql`${t.quantity} <> 0`),
  ],
)
