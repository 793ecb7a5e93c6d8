import { asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { OrderRequestDetails } from '../../../shared/api/orderreq'
import { type OrderRequestRow, orderNo, orderNumberOf, orderRequestTableContract } from '../../../shared/api/orderreq.table'
import type { Db } from '../../db/client'
import { products, serviceCentres, users } from '../../db/schema'
import { defineList, unixSeconds } from '../../lib/list'
import { containsText } from '../../lib/list-query'
import { userFullName, userWhere } from '../../lib/user-search'
import { orderScope, type OrderRecord } from './data'
import { orderRequestLines, orderRequests } from './schema'

/** The left joins of a row: the centre and who placed it. */
const joins = [
  { table: serviceCentres, on: eq(serviceCentres.id, orderRequests.scuId) },
  { table: users, on: eq(users.id, orderRequests.requestedById) },
]

/** The columns of an order row as the table and the export give them. */
const select = {
  id: orderRequests.id,
  number: orderRequests.number,
  scuId: orderRequests.scuId,
  centreTitle: sql<string | null>`${serviceCentres.title}`,
  requestedById: orderRequests.requestedById,
  fname: sql<string | null>`${users.fname}`,
  lname: sql<string | null>`${users.lname}`,
  status: orderRequests.status,
  lineCount: sql<number>`(select count(*)::int from ${orderRequestLines} l where l.order_id = ${orderRequests.id})`,
  totalQuantity: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${orderRequestLines} l where l.order_id = ${orderRequests.id})`,
  notes: orderRequests.notes,
  placedAt: orderRequests.placedAt,
  version: orderRequests.version,
  createdAt: orderRequests.createdAt,
  updatedAt: orderRequests.updatedAt,
}
type Selected = SelectResultFields<typeof select>

/** A selected row → the row the client gets (times in Unix seconds). */
function rowOf(r: Selected): OrderRequestRow {
  return {
    _id: r.id,
    orderNo: orderNo(Number(r.number)),
    serviceCentre: { _id: r.scuId, title: r.centreTitle ?? '' },
    requestedBy: r.requestedById && r.fname !== null ? { _id: r.requestedById, fname: r.fname, lname: r.lname } : null,
    status: r.status,
    lineCount: Number(r.lineCount),
    totalQuantity: Number(r.totalQuantity),
    notes: r.notes,
    placedAt: unixSeconds(r.placedAt)!,
    version: r.version,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }
}

/** The details answer of a stored order: its row, its lines (with their products), its steps and its version. */
export async function orderDetailsOf(db: Db, order: OrderRecord): Promise<{ orderRequest: OrderRequestDetails }> {
  let q = db.select(select).from(orderRequests).$dynamic()
  for (const j of joins) q = q.leftJoin(j.table, j.on)
  const [row] = await q.where(eq(orderRequests.id, order.id)).limit(1)
  const lines = await db
    .select({
      id: orderRequestLines.id,
      productId: products.id,
      sku: products.sku,
      name: products.name,
      unit: products.unit,
      quantity: orderRequestLines.quantity,
      received: orderRequestLines.received,
      shortfall: orderRequestLines.shortfall,
    })
    .from(orderRequestLines)
    .innerJoin(products, eq(products.id, orderRequestLines.productId))
    .where(eq(orderRequestLines.orderId, order.id))
    .orderBy(asc(orderRequestLines.position))
  const actorIds = [...new Set(order.steps.map((s) => s.by).filter((b): b is string => !!b))]
  const actors = actorIds.length
    ? await db.select({ _id: users.id, fname: users.fname, lname: users.lname }).from(users).where(inArray(users.id, actorIds))
    : []
  return {
    orderRequest: {
      ...rowOf(row as Selected),
      version: order.version,
      lines: lines.map((l) => ({
        _id: l.id,
        product: { _id: l.productId, sku: l.sku, name: l.name, unit: l.unit },
        quantity: l.quantity,
        received: l.received,
        shortfall: l.shortfall,
      })),
      steps: order.steps.map((s) => ({
        step: s.step,
        at: Math.floor(Date.parse(s.at) / 1000),
        by: actors.find((a) => a._id === s.by) ?? null,
      })),
    },
  }
}

/**
 * The order requests table (POST /orderreq/all) and its export (POST /orderreq/export):
 * - keyword: an order number (ORD-000123, or its digits), the centre's title or the requester's name contains it;
 * - filters: status ('all' for every one), scuId, startDate/endDate (when it was placed);
 * - sort: placedAt (default, newest first), updatedAt, number;
 * - scope: an scc (or a worker) sees their centre's orders (orderScope).
 */
export const orderRequestList = defineList({
  contract: orderRequestTableContract,
  entity: 'orderreq',
  table: orderRequests,
  id: orderRequests.id,
  joins,
  select,
  toRow: rowOf,
  search: (keyword) => {
    const parts = [
      sql`${orderRequests.scuId} in (select ${serviceCentres.id} from ${serviceCentres} where ${containsText(sql`${serviceCentres.title}`, keyword)})`,
      userWhere(orderRequests.requestedById, containsText(userFullName, keyword)),
    ]
    const n = orderNumberOf(keyword)
    if (n !== null) parts.push(eq(orderRequests.number, n))
    return or(...parts)!
  },
  sort: { placedAt: orderRequests.placedAt, updatedAt: orderRequests.updatedAt, number: orderRequests.number },
  generic: { status: orderRequests.status, dates: orderRequests.placedAt },
  filters: { scuId: (v) => eq(orderRequests.scuId, v) },
  scope: orderScope,
})
