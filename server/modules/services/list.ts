import { eq, or, sql } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { basisPointsToPercent } from '../../../shared/api/booking-money'
import type { ServiceDetails } from '../../../shared/api/services'
import { discountText, type ServiceProductRow, type ServiceRow, serviceTableContract } from '../../../shared/api/services.table'
import type { Db } from '../../db/client'
import { defineList, unixSeconds } from '../../lib/list'
import { containsText } from '../../lib/list-query'
import { services } from './schema'

/** What a stored service row is. */
export type ServiceRecord = typeof services.$inferSelect

/**
 * The products a service consumes, by name: one subquery per row (a service lists at most 20). Written with qualified
 * names, as drizzle leaves a column in a select's sql unqualified (and the subquery's own tables would shadow it).
 */
const consumed = sql<ServiceProductRow[]>`coalesce((
  select json_agg(json_build_object('_id', p.id, 'name', p.name, 'sku', p.sku, 'quantity', sp.quantity) order by p.name, p.id)
  from service_products sp join products p on p.id = sp.product_id
  where sp.service_id = "services"."id"), '[]'::json)`

/** The columns of a service row as the table, the export and the details call give them. */
const select = {
  id: services.id,
  name: services.name,
  hsn: services.hsn,
  discountType: services.discountType,
  discountValue: services.discountValue,
  price: services.price,
  taxBasisPoints: services.taxBasisPoints,
  netPrice: services.netPrice,
  durationMinutes: services.durationMinutes,
  description: services.description,
  products: consumed,
  active: services.active,
  createdAt: services.createdAt,
  updatedAt: services.updatedAt,
}

type Selected = SelectResultFields<typeof select>

/** A selected row → the row the client gets (times in Unix seconds, money in paise). */
function rowOf(r: Selected): ServiceRow {
  const consumedRows = (typeof r.products === 'string' ? JSON.parse(r.products) : r.products) as ServiceProductRow[]
  return {
    _id: r.id,
    name: r.name,
    hsn: r.hsn,
    discountType: r.discountType,
    discountValue: Number(r.discountValue),
    discount: discountText(r.discountType, Number(r.discountValue)),
    price: Number(r.price),
    taxBasisPoints: r.taxBasisPoints,
    taxPercent: basisPointsToPercent(r.taxBasisPoints),
    netPrice: Number(r.netPrice),
    durationMinutes: r.durationMinutes,
    description: r.description,
    products: consumedRows.map((p) => ({ _id: p._id, name: p.name, sku: p.sku, quantity: Number(p.quantity) })),
    productNames: consumedRows.map((p) => `${p.name} × ${p.quantity}`),
    active: r.active,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }
}

/** One service as a list row, or null. */
export async function serviceRowById(db: Db, id: string): Promise<ServiceRow | null> {
  const [row] = await db.select(select).from(services).where(eq(services.id, id)).limit(1)
  return row ? rowOf(row as Selected) : null
}

/** The details answer of a stored service: its row and version. */
export async function serviceDetailsOf(db: Db, row: ServiceRecord): Promise<{ service: ServiceDetails }> {
  return { service: { ...(await serviceRowById(db, row.id))!, version: row.version } }
}

/**
 * The services table (POST /inventory/services/all) and its export (POST /inventory/services/export):
 * - keyword: the name contains it, or the HSN/SAC code starts with it;
 * - filters: active, discountType;
 * - sort: createdAt (default, newest first), updatedAt, name, price, netPrice, durationMinutes;
 * - no scope: the catalogue belongs to no centre; the screen's permission decides who reads it.
 */
export const serviceList = defineList({
  contract: serviceTableContract,
  entity: 'services',
  table: services,
  id: services.id,
  select,
  toRow: rowOf,
  search: (keyword) => {
    const parts = [containsText(sql`${services.name}`, keyword)]
    const digits = keyword.trim()
    if (/^\d{1,8}$/.test(digits)) parts.push(sql`${services.hsn} LIKE ${`${digits}%`}`)
    return or(...parts)!
  },
  sort: {
    createdAt: services.createdAt,
    updatedAt: services.updatedAt,
    name: services.name,
    price: services.price,
    netPrice: services.netPrice,
    durationMinutes: services.durationMinutes,
  },
  generic: { active: services.active },
  filters: {
    discountType: (v) => eq(services.discountType, v),
  },
})
