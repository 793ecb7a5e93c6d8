import { and, eq, ne, sql } from 'drizzle-orm'
import { percentToBasisPoints, rupeesToPaise } from '../../../shared/api/booking-money'
import type { ProductForm } from '../../../shared/api/masterdata'
import { products } from '../../db/schema'

/** What a stored product row is. */
export type ProductRecord = typeof products.$inferSelect

/** The columns the validated form writes: price in paise, tax in basis points, content and url base64 as sent. */
export function formColumns(form: ProductForm) {
  return {
    sku: form.productSku,
    name: form.name,
    category: form.category,
    unit: form.unit,
    hsn: form.hsn ?? null,
    price: rupeesToPaise(form.price)!,
    taxBasisPoints: percentToBasisPoints(form.taxPercent)!,
    reorderLevel: form.reorderLevel,
    additionalInfo: form.additionalInfo.map((l) => ({ heading: l.heading, content: l.content })),
    externalLink: form.externalLink.map((l) => ({ heading: l.heading, url: l.url })),
    active: form.active,
  }
}

/** Another active product with this SKU (case aside); none to check for an inactive one. */
export function sameSku(form: Pick<ProductForm, 'productSku' | 'active'>, except: string | null) {
  if (!form.active) return undefined
  return and(
    eq(products.active, true),
    sql`lower(${products.sku}) = lower(${form.productSku})`,
    except ? ne(products.id, except) : undefined,
  )
}
