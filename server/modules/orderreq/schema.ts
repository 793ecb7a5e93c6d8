import { sql } from 'drizzle-orm'
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core'
import type { OrderStatus } from '../../../shared/api/orderreq-moves'
import { createdAt, id, updatedAt, version } from '../../db/columns'
import { serviceCentres, users } from '../../db/schema/core'
import { products } from '../../db/schema/inventory'

/** A step an order reached: which, when, and who made it. */
export interface StoredStep {
  step: OrderStatus
  at: string
  by: string | null
}

/**
 * The order requests module's tables: a centre's order to the central store (its readable number ORD-000123 drawn
 * from the column's own sequence; each step it reached with its time and actor in `steps`) and its lines.
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    id: id(),
    /** From the sequence order_requests_number_seq: shown as ORD-000123. */
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    scuId: uuid('scu_id')
      .notNull()
      .references(() => serviceCentres.id),
    requestedById: uuid('requested_by_id').references(() => users.id),
    status: varchar('status', { length: 16 }).notNull().default('orderPlaced').$type<OrderStatus>(),
    notes: text('notes'),
    /** Every step reached, in order: `{ step, at (ISO), by (user id) }`. */
    steps: jsonb('steps').notNull().default([]).$type<StoredStep[]>(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_requests_placed_idx').on(t.placedAt, t.id),
    index('order_requests_updated_idx').on(t.updatedAt, t.id),
    index('order_requests_scu_idx').on(t.scuId),
    index('order_requests_status_idx').on(t.status),
  ],
)

/** An order's lines: a product at most once; received and shortfall set when the order is marked received. */
export const orderRequestLines = pgTable(
  'order_request_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orderRequests.id),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    received: integer('received'),
    shortfall: integer('shortfall'),
  },
  (t) => [
    unique('order_request_lines_product_uq').on(t.orderId, t.productId),
    index('order_request_lines_product_idx').on(t.productId),
    check('order_request_lines_quantity_check', sql`${t.quantity} between 1 and 10000`),
    check(
      'order_request_lines_received_check',
      sql`${t.received} is null or (${t.received} between 0 and ${t.quantity} and ${t.shortfall} = ${t.quantity} - ${t.received})`,
    ),
  ],
)
