import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import type { DiscountType } from '../../../shared/api/services.query'
import { createdAt, id, updatedAt, version } from '../../db/columns'
import { products } from '../../db/schema/inventory'

/**
 * The services module's tables: the service catalogue (money in integer paise, rates in basis points) and the products
 * each service consumes. A name is unique among active services, case aside (114, by the partial unique index between
 * two saves at once).
 */
export const services = pgTable(
  'services',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    /** HSN/SAC code: 4, 6 or 8 digits. */
    hsn: varchar('hsn', { length: 8 }),
    discountType: varchar('discount_type', { length: 8 }).notNull().default('none').$type<DiscountType>(),
    /** Basis points for percent, paise for flat, 0 for none. */
    discountValue: bigint('discount_value', { mode: 'number' }).notNull().default(0),
    price: bigint('price', { mode: 'number' }).notNull(),
    taxBasisPoints: integer('tax_basis_points').notNull().default(0),
    /** price − discount, then tax, rounded half up once (shared/api/services.table.ts serviceNetPrice), written with the row. */
    netPrice: bigint('net_price', { mode: 'number' }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('services_name_active_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.active}`),
    index('services_created_idx').on(t.createdAt, t.id),
    index('services_updated_idx').on(t.updatedAt, t.id),
    index('services_name_idx').on(t.name, t.id),
    check('services_price_check', sql`${t.price} >= 0 AND ${t.netPrice} >= 0`),
    check('services_duration_check', sql`${t.durationMinutes} BETWEEN 5 AND 1440`),
  ],
)

/** The products a service consumes: each at most once per service, a whole quantity of at least 1. */
export const serviceProducts = pgTable(
  'service_products',
  {
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.productId] }),
    index('service_products_product_idx').on(t.productId),
    check('service_products_quantity_check', sql`${t.quantity} >= 1`),
  ],
)
