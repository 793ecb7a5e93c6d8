import { and, eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { SERVICE_MESSAGES as M, serviceRecordContract } from '../../../shared/api/services'
import { RC } from '../../../shared/response-codes'
import { products } from '../../db/schema/inventory'
import { changedFields, changesComment } from '../../lib/changed-fields'
import { registerRecordRoutes, type Refusal } from '../../lib/records'
import { serviceColumns } from './data'
import { type ServiceRecord, serviceDetailsOf } from './list'
import { serviceProducts, services } from './schema'

type Consumed = { productId: string; quantity: number }
/** The products of a service in one order, for comparing and auditing. */
const byProduct = (l: Consumed[]) => [...l].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0))

/**
 * The service record calls (permission Services), on the record kit:
 * - POST /inventory/services/details (view): the row (with its products and net price) and the version;
 * - POST /inventory/services/add (add): the form (shared serviceForm); every product an active one of the master data;
 * - PUT /inventory/services/update (edit): the same with the version; a product the service already consumes may stay
 *   although it has since been deactivated, a new one must be active;
 * - DELETE /inventory/services/delete (delete) and POST /inventory/services/restore: the kit's soft delete and Undo.
 * Two active services never share a name, case aside (114: the check, and the partial unique index between two saves
 * at once, also on restore). The products are replaced in the record's transaction.
 */
export function serviceRecordRoutes(fastify: FastifyInstance): void {
  registerRecordRoutes(fastify, {
    contract: serviceRecordContract,
    screen: 'Services',
    entity: 'services',
    what: 'service',
    tags: ['services'],
    table: services,
    id: services.id,
    active: services.active,
    messages: { saved: M.created },
    details: (row: ServiceRecord, { db }) => serviceDetailsOf(db, row),
    duplicate: (form, except) => {
      if (!form.active) return undefined
      const same = and(eq(sql`lower(${services.name})`, form.name.toLowerCase()), eq(services.active, true))
      return except ? and(same, ne(services.id, except)) : same
    },
    check: async (form, before, { db }): Promise<Refusal | undefined> => {
      const ids = [...new Set(form.products.map((p) => p.productId))]
      if (ids.length === 0) return undefined
      const kept = before
        ? sql`${products.id} IN (SELECT ${serviceProducts.productId} FROM ${serviceProducts} WHERE ${serviceProducts.serviceId} = ${before.id})`
        : undefined
      const found = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), or(eq(products.active, true), kept)))
      return found.length === ids.length ? undefined : { code: RC.BAD_INPUT, message: M.unknownProduct }
    },
    columns: (form) => serviceColumns(form),
    createColumns: ({ auth }) => ({ createdById: auth.user.id }),
    afterWrite: async (tx, serviceId, form) => {
      const stored = await tx
        .select({ productId: serviceProducts.productId, quantity: serviceProducts.quantity })
        .from(serviceProducts)
        .where(eq(serviceProducts.serviceId, serviceId))
      const next = form.products.map((p) => ({ productId: p.productId, quantity: p.quantity }))
      await tx.delete(serviceProducts).where(eq(serviceProducts.serviceId, serviceId))
      if (next.length) await tx.insert(serviceProducts).values(next.map((p) => ({ serviceId, ...p })))
      // The products are not a column of the row: their change joins the record's audit entry.
      return changedFields({ products: byProduct(stored) }, { products: byProduct(next) })
    },
    // The partial unique index answers 114 for a restore that would duplicate an active service's name.
    checkRestore: () => undefined,
    comment: {
      created: (f) => `service ${f.name} created (${f.products.length} products)`,
      updated: (changes, before) => `${before.name}: ${changesComment(changes)}`,
      deleted: (row) => `service ${row.name} deleted`,
    },
  })
}
