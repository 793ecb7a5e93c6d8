import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { MASTERDATA_MESSAGES as M, productForm, type ProductForm } from '../../../shared/api/masterdata'
import { MASTERDATA_IMPORT_CALLS, MASTERDATA_IMPORT_COLUMNS } from '../../../shared/api/masterdata-import'
import type { Tx } from '../../audit/transact'
import { products } from '../../db/schema'
import { registerImportRoutes, type ImportRow, type ValidRow } from '../../lib/import/routes'
import type { RecordContext } from '../../lib/record-types'
import { formColumns } from './data'

/** Rows written per statement, and SKUs per IN (…) list. */
const BATCH = 500
const IN_CHUNK = 5_000

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined)

/**
 * The checks of the upload beyond the form's schema: a SKU (case aside) that an active product already has, or that an
 * earlier valid row of the file has, is the row's SKU message (one query per 5,000 SKUs).
 */
async function checkRows(rows: ImportRow<ProductForm>[], ctx: RecordContext): Promise<void> {
  const keys = [...new Set(rows.map((r) => r.form!.productSku.toLowerCase()))]
  const taken = new Set<string>()
  for (const part of chunks(keys, IN_CHUNK)) {
    const found = await ctx.db
      .select({ sku: sql<string>`lower(${products.sku})` })
      .from(products)
      .where(and(eq(products.active, true), inArray(sql`lower(${products.sku})`, part)))
    for (const f of found) taken.add(f.sku)
  }
  const inFile = new Set<string>()
  for (const r of rows) {
    const key = r.form!.productSku.toLowerCase()
    if (taken.has(key) || inFile.has(key)) r.messages.set('productSku', M.duplicateSku)
    else if (r.messages.size === 0) inFile.add(key)
  }
}

/** Saves the checked rows in the import's transaction, in batches; the partial unique index refuses a SKU taken since. */
async function saveRows(tx: Tx, rows: ValidRow<ProductForm>[], ctx: RecordContext, saved: (done: number) => Promise<void>) {
  let done = 0
  for (const batch of chunks(rows, BATCH)) {
    await tx.insert(products).values(
      batch.map((r) => ({
        ...formColumns(r.form),
        createdById: ctx.auth.user.id,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })),
    )
    done += batch.length
    await saved(done)
  }
  return { changes: { products: rows.length }, comment: `${rows.length} products imported` }
}

/** The bulk product upload (Master Data + upload): the shared import kit with the product form and these checks. */
export function masterdataImportRoutes(fastify: FastifyInstance): void {
  registerImportRoutes(fastify, {
    screen: 'Master Data',
    entity: 'product',
    what: 'products',
    tags: ['masterdata'],
    calls: MASTERDATA_IMPORT_CALLS,
    columns: MASTERDATA_IMPORT_COLUMNS,
    schema: productForm,
    label: (input) => [text(input.productSku), text(input.name)].filter(Boolean).join(' '),
    check: checkRows,
    save: saveRows,
    duplicate: M.duplicateSku,
  })
}
