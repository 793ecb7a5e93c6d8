import type { FastifyInstance } from 'fastify'
import { MASTERDATA_MESSAGES as M, masterdataRecordContract } from '../../../shared/api/masterdata'
import { products } from '../../db/schema'
import { changesComment } from '../../lib/changed-fields'
import { registerRecordRoutes } from '../../lib/records'
import { formColumns, sameSku, type ProductRecord } from './data'
import { productRowById } from './list'

/**
 * The product record calls (permission Master Data): details (view), add (add), update (edit), soft delete of an
 * active product (delete: the active flag, as vehicle models) and restore. Two active products never share a SKU,
 * case aside (114): the check, and the partial unique index products_sku_active_idx between two saves at once and for
 * a restore.
 */
export function masterdataRecordRoutes(fastify: FastifyInstance): void {
  registerRecordRoutes(fastify, {
    contract: masterdataRecordContract,
    screen: 'Master Data',
    entity: 'product',
    what: 'product',
    tags: ['masterdata'],
    table: products,
    id: products.id,
    active: products.active,
    messages: { saved: M.created, duplicate: M.duplicateSku },
    idMessage: M.selectProduct,
    details: async (row: ProductRecord, { db }) => ({
      product: { ...(await productRowById(db, row.id))!, version: row.version },
    }),
    duplicate: (form, except) => sameSku(form, except),
    columns: (form) => formColumns(form),
    createColumns: ({ auth }) => ({ createdById: auth.user.id }),
    // The partial unique index answers 114 for a restore that would duplicate an active product's SKU.
    checkRestore: () => undefined,
    comment: {
      created: (f) => `product ${f.productSku} ${f.name} created`,
      updated: (changes, before) => `${before.sku}: ${changesComment(changes)}`,
      deleted: (row) => `product ${row.sku} ${row.name} deleted`,
    },
  })
}
