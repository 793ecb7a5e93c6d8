import { z } from 'zod'
import { RECORD_MESSAGES, requiredName, requiredText } from '../validation'
import { MAX_PAISE, paiseToRupees, percentToBasisPoints, rupeesToPaise, basisPointsToPercent } from './booking-money'
import { recordContract } from './contract'
import { PRODUCT_CATEGORIES, PRODUCT_UNITS } from './inventory'
import { masterdataRow } from './masterdata.table'
import { versionField } from './versions'
export * from './masterdata.table'

/**
 * Master data (issue 19, spec 002 section 3 "Product"; the Master Data screen): the product catalogue of the shared
 * `products` table, which SCU stocks, services and order requests read. One schema for the dialog, the import and the
 * server. Price travels as rupee text (stored in paise), tax as percent text (stored in basis points). The
 * additionalInfo contents and externalLink urls travel and are stored base64 encoded (UTF-8), as the spec says; the
 * screen decodes them to show and encodes them to save with the two helpers below.
 */

export const MASTERDATA_MESSAGES = {
  ...RECORD_MESSAGES,
  created: 'Product created',
  sku: 'Please enter the product SKU',
  skuChars: 'The SKU may hold only letters, digits and - _ / .',
  name: 'Please enter the product name',
  category: 'Please choose a listed category',
  unit: 'Please choose a listed unit',
  hsn: 'The HSN code must be 4, 6 or 8 digits',
  price: 'Please enter a valid price (rupees, at most two decimals)',
  tax: 'Please enter a tax percentage from 0 to 28 (at most two decimals)',
  reorderLevel: 'The reorder level must be a whole number, 0 or more',
  heading: 'Please enter the heading',
  content: 'Please enter the content',
  encoding: 'The content and url must be base64 encoded text',
  url: 'Please enter a valid url (http or https)',
  tooManyLines: 'At most 20 entries are allowed',
  duplicateSku: 'An active product already has this SKU',
  selectProduct: 'Please select a product',
} as const
const M = MASTERDATA_MESSAGES

/** At most this many additionalInfo and externalLink entries each. */
export const MAX_PRODUCT_LINES = 20
/** The highest tax rate, in basis points (28%). */
export const MAX_TAX_BASIS_POINTS = 2_800

/** UTF-8 text → base64 (how content and url are sent and stored). */
export function encodeBase64Text(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Base64 → its UTF-8 text; null when it is not base64 of UTF-8 text. */
export function decodeBase64Text(value: string): string | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 !== 0) return null
  try {
    const bytes = Uint8Array.from(atob(value), (c) => c.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v)

/** Base64 text whose decoded text passes `check` (its message), else the encoding's message. */
const base64Of = (check: (text: string) => string | null) =>
  z.string({ error: M.encoding }).superRefine((v, ctx) => {
    const text = decodeBase64Text(v)
    const problem = text === null ? M.encoding : check(text)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i

export const productInfoForm = z.object({
  heading: requiredName(M.heading, 100, M.tooLong),
  content: base64Of((t) => (t.trim() === '' ? M.content : t.length > 2000 ? M.tooLong : null)),
})
export const productLinkForm = z.object({
  heading: requiredName(M.heading, 100, M.tooLong),
  url: base64Of((t) => (t.length > 500 ? M.tooLong : URL_PATTERN.test(t) ? null : M.url)),
})

/** Rupees as text (or a number) → canonical text ("850.50"). */
const rupees = z.union([z.string(), z.number()], { error: M.price }).transform((v, ctx) => {
  const paise = rupeesToPaise(String(v))
  if (paise === null || paise > MAX_PAISE) {
    ctx.addIssue({ code: 'custom', message: M.price })
    return z.NEVER
  }
  return paiseToRupees(paise)
})

/** A tax rate as percent text (or a number), 0–28 → canonical text ("18", "12.5"). */
const taxPercent = z.union([z.string(), z.number()], { error: M.tax }).transform((v, ctx) => {
  const bp = percentToBasisPoints(String(v))
  if (bp === null || bp > MAX_TAX_BASIS_POINTS) {
    ctx.addIssue({ code: 'custom', message: M.tax })
    return z.NEVER
  }
  return basisPointsToPercent(bp)
})

/** A whole number ≥ 0, as a number or digits; blank is 0. */
const reorderLevel = z.preprocess(
  (v) => {
    const b = blankToUndefined(v)
    return typeof b === 'string' && /^\s*\d{1,9}\s*$/.test(b) ? Number(b) : b
  },
  z.number({ error: M.reorderLevel }).int(M.reorderLevel).min(0, M.reorderLevel).max(1_000_000, M.reorderLevel).default(0),
)

/** The add and edit form (POST /inventory/products/add; PUT …/update adds recordId and version), and each import row. */
export const productForm = z.object({
  productSku: requiredText(M.sku, 60, M.tooLong).regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, M.skuChars),
  name: requiredName(M.name, 200, M.tooLong),
  category: z.enum(PRODUCT_CATEGORIES, { error: M.category }),
  unit: z.preprocess(blankToUndefined, z.enum(PRODUCT_UNITS, { error: M.unit }).default('piece')),
  hsn: z.preprocess(
    blankToUndefined,
    z
      .string({ error: M.hsn })
      .trim()
      .regex(/^(\d{4}|\d{6}|\d{8})$/, M.hsn)
      .optional(),
  ),
  price: z.preprocess((v) => blankToUndefined(v) ?? '', rupees),
  taxPercent: z.preprocess((v) => blankToUndefined(v) ?? '0', taxPercent),
  reorderLevel,
  active: z.boolean().default(true),
  additionalInfo: z.array(productInfoForm).max(MAX_PRODUCT_LINES, M.tooManyLines).default([]),
  externalLink: z.array(productLinkForm).max(MAX_PRODUCT_LINES, M.tooManyLines).default([]),
})
export type ProductForm = z.output<typeof productForm>
export type ProductFormInput = z.input<typeof productForm>

/** PUT /inventory/products/update: the form, the record and the version it was read at. */
export const productUpdateForm = productForm.extend({
  recordId: z.guid({ error: M.selectProduct }),
  version: versionField,
})

/** POST /inventory/products/details: the row and its version. */
export const productDetails = masterdataRow.extend({ version: z.number().int() })
export type ProductDetails = z.infer<typeof productDetails>
export const productDetailsAnswer = z.object({ product: productDetails })

export const masterdataRecordContract = recordContract({
  id: 'recordId',
  details: { path: '/inventory/products/details', answer: productDetailsAnswer },
  create: { path: '/inventory/products/add' },
  update: { path: '/inventory/products/update', body: productUpdateForm },
  remove: { path: '/inventory/products/delete' },
  restore: { path: '/inventory/products/restore' },
  form: productForm,
})

/** The calls beside the record calls. */
export const MASTERDATA_CALLS = {
  logs: '/inventory/products/logs',
} as const
