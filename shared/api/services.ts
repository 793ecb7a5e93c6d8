import { z } from 'zod'
import { RECORD_MESSAGES, requiredName } from '../validation'
import { percentToBasisPoints, rupeesToPaise } from './booking-money'
import { recordContract } from './contract'
import { DISCOUNT_TYPES, serviceNetPrice, serviceRow } from './services.table'
import { versionField } from './versions'
export * from './services.table'

/**
 * Services (/admin/services, permission Services; spec 002 "Service: name, HSN, discount type"): the service catalogue
 * that service requests build estimates and bills from. Name, HSN/SAC code, discount (none, percent or flat) and its
 * value, price, tax percent, duration in minutes, description, active, and the products the service consumes.
 */

/** The most products one service consumes, and the largest quantity of one. */
export const MAX_SERVICE_PRODUCTS = 20
export const MAX_PRODUCT_QUANTITY = 1000
/** The largest price a service takes: ₹10,00,000.00. */
export const MAX_SERVICE_PAISE = 100_000_000
/** The largest tax rate: 28 % (GST's top slab). */
export const MAX_TAX_BASIS_POINTS = 2_800

export const SERVICE_MESSAGES = {
  ...RECORD_MESSAGES,
  created: 'Service created',
  selectService: 'Please select a service',
  name: 'Please enter the service name',
  hsn: 'The HSN/SAC code is 4, 6 or 8 digits',
  discountType: 'Please select the discount type',
  discountValue: 'Please enter the discount value',
  discountPercent: 'The discount percent is 0 to 100, with at most two decimals',
  discountFlat: 'Please enter a valid discount amount (rupees, at most two decimals)',
  discountAbovePrice: 'The discount cannot be more than the price',
  noDiscountValue: 'A service without a discount takes no discount value',
  price: 'Please enter the price',
  amount: 'Please enter a valid amount (rupees, at most two decimals, up to ₹10,00,000)',
  tax: 'The tax percent is 0 to 28, with at most two decimals',
  duration: 'Please enter the duration in minutes',
  durationRange: 'The duration is 5 to 1440 minutes (whole minutes)',
  product: 'Please select a product',
  unknownProduct: 'That product does not exist or is inactive',
  quantity: 'The quantity is a whole number from 1 to 1000',
  sameProduct: 'A product can be listed only once',
  tooManyProducts: 'At most 20 products',
} as const
const M = SERVICE_MESSAGES

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const text = (v: unknown) => (typeof v === 'number' ? String(v) : v)

/** Required rupees (text or number) → integer paise, at most MAX_SERVICE_PAISE. */
const price = z.preprocess(
  (v) => blankToUndefined(text(v)),
  z.string({ error: M.price }).transform((v, ctx) => {
    const p = rupeesToPaise(v)
    if (p === null || p > MAX_SERVICE_PAISE) {
      ctx.addIssue({ code: 'custom', message: M.amount })
      return z.NEVER
    }
    return p
  }),
)

/** The tax percent (0–28, two decimals) → basis points; blank is 0. */
const tax = z.preprocess(
  (v) => blankToUndefined(text(v)) ?? '0',
  z.string({ error: M.tax }).transform((v, ctx) => {
    const bp = percentToBasisPoints(v)
    if (bp === null || bp > MAX_TAX_BASIS_POINTS) {
      ctx.addIssue({ code: 'custom', message: M.tax })
      return z.NEVER
    }
    return bp
  }),
)

/** One product the service consumes: an active product of the master data, a whole quantity of at least 1. */
export const serviceProductInput = z.object({
  productId: z.guid({ error: M.product }),
  quantity: z.preprocess(
    (v) => {
      const s = blankToUndefined(text(v))
      return typeof s === 'string' ? (/^\s*\d+\s*$/.test(s) ? Number(s) : Number.NaN) : s
    },
    z.number({ error: M.quantity }).int(M.quantity).min(1, M.quantity).max(MAX_PRODUCT_QUANTITY, M.quantity),
  ),
})

/** The fields of the add and edit form as sent (the discount value is checked with its type below). */
export const serviceFields = z.object({
  name: requiredName(M.name, 100, M.tooLong),
  hsn: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^(\d{4}|\d{6}|\d{8})$/, M.hsn)
      .optional(),
  ),
  discountType: z.preprocess((v) => blankToUndefined(v) ?? 'none', z.enum(DISCOUNT_TYPES, { error: M.discountType })),
  discountValue: z.preprocess((v) => blankToUndefined(text(v)), z.string({ error: M.discountValue }).trim().optional()),
  price,
  taxPercent: tax,
  durationMinutes: z.preprocess(
    (v) => {
      const s = blankToUndefined(text(v))
      return typeof s === 'string' ? (/^\s*\d+\s*$/.test(s) ? Number(s) : Number.NaN) : s
    },
    z
      .number({ error: (i) => (i.input === undefined ? M.duration : M.durationRange) })
      .int(M.durationRange)
      .min(5, M.durationRange)
      .max(1440, M.durationRange),
  ),
  description: z.preprocess(blankToUndefined, z.string().trim().max(1000, M.tooLong).optional()),
  active: z.boolean().default(true),
  products: z.array(serviceProductInput, { error: M.product }).max(MAX_SERVICE_PRODUCTS, M.tooManyProducts).default([]),
})

type Fields = z.output<typeof serviceFields>

/**
 * The cross-field rules and the stored values: the discount value by its type (percent → basis points, flat → paise
 * not above the price, none → no value, 0), each product once, and the net price.
 */
const withRules = <T extends Fields>(schema: z.ZodType<T, unknown>) =>
  schema
    .superRefine((f, ctx) => {
      const issue = (message: string, path: (string | number)[] = ['discountValue']) => ctx.addIssue({ code: 'custom', path, message })
      const v = f.discountValue
      if (f.discountType === 'none' && v !== undefined) issue(M.noDiscountValue)
      if (f.discountType === 'percent') {
        if (v === undefined) issue(M.discountValue)
        else if (percentToBasisPoints(v) === null) issue(M.discountPercent)
      }
      if (f.discountType === 'flat') {
        const p = v === undefined ? null : rupeesToPaise(v)
        if (v === undefined) issue(M.discountValue)
        else if (p === null) issue(M.discountFlat)
        else if (p > f.price) issue(M.discountAbovePrice)
      }
      const seen = new Set<string>()
      f.products.forEach((p, i) => {
        if (seen.has(p.productId)) issue(M.sameProduct, ['products', i, 'productId'])
        seen.add(p.productId)
      })
    })
    .transform((f) => {
      const v = f.discountValue ?? ''
      const discount = f.discountType === 'percent' ? percentToBasisPoints(v)! : f.discountType === 'flat' ? rupeesToPaise(v)! : 0
      return {
        ...f,
        discount,
        netPrice: serviceNetPrice(f.price, f.discountType, discount, f.taxPercent),
      }
    })

/** POST /inventory/services/add: the form (one schema for the dialog and the server). */
export const serviceForm = withRules(serviceFields)
export type ServiceForm = z.output<typeof serviceForm>
export type ServiceFormInput = z.input<typeof serviceFields>

/** PUT /inventory/services/update: the form, the service and the version it was read at. */
export const serviceUpdateForm = withRules(serviceFields.extend({ recordId: z.guid({ error: M.selectService }), version: versionField }))

/** POST /inventory/services/details: the row and the version. */
export const serviceDetails = serviceRow.extend({ version: z.number().int() })
export type ServiceDetails = z.infer<typeof serviceDetails>
export const serviceDetailsAnswer = z.object({ service: serviceDetails })

export const serviceRecordContract = recordContract({
  id: 'recordId',
  details: { path: '/inventory/services/details', answer: serviceDetailsAnswer },
  create: { path: '/inventory/services/add' },
  update: { path: '/inventory/services/update', body: serviceUpdateForm },
  remove: { path: '/inventory/services/delete' },
  restore: { path: '/inventory/services/restore' },
  form: serviceForm,
})

export const SERVICE_CALLS = {
  logs: '/inventory/services/logs',
  options: '/inventory/services/options',
  products: '/inventory/services/products',
} as const

/** GET /inventory/services/options: the active services a service request can pick (money in paise). */
export const serviceOptionsAnswer = z.object({
  result: z.array(
    z.object({ _id: z.string(), name: z.string(), price: z.number().int(), netPrice: z.number().int(), durationMinutes: z.number().int() }),
  ),
})
export type ServiceOption = z.infer<typeof serviceOptionsAnswer>['result'][number]

/** GET /inventory/services/products: the active products a service can consume, by name. */
export const serviceProductOptionsAnswer = z.object({
  result: z.array(z.object({ _id: z.string(), name: z.string(), sku: z.string(), unit: z.string() })),
})
