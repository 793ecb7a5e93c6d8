import { z } from 'zod'
import { requiredText } from '../validation'
import { INVENTORY_MESSAGES, PRODUCT_CATEGORIES, PRODUCT_UNITS, STOCK_MOVEMENT_KINDS, STOCK_REFERENCE_TYPES } from './inventory'

export * from './scustocks.table'

/** The SCU stocks calls beside the table's (issue 19), under /api/admin. */
export const SCU_STOCK_CALLS = {
  history: '/inventory/stocks/history',
  adjust: '/inventory/stocks/adjust',
  transfer: '/inventory/stocks/transfer',
  issue: '/inventory/stocks/issue',
  centres: '/inventory/stocks/centres',
  products: '/inventory/stocks/products',
} as const

/** The most a single adjustment moves, either way. */
export const MAX_ADJUSTMENT = 100_000

export const SCU_STOCK_MESSAGES = {
  insufficientStock: INVENTORY_MESSAGES.insufficientStock,
  scuId: 'Please select a service centre',
  fromScuId: 'Please select the centre to transfer from',
  toScuId: 'Please select the centre to transfer to',
  sameCentre: 'The centres of a transfer must differ',
  productId: 'Please select a product',
  quantity: 'Quantity must be a whole number other than 0, at most 100000 either way',
  transferQuantity: 'Quantity must be a whole number from 1 to 100000',
  reason: 'Please enter a reason (at most 500 characters)',
  refType: 'refType must be serviceRequest or booking',
  refId: 'refId must be an id',
  centreNotFound: 'Service centre not found',
  productNotFound: 'Product not found or not active',
  adjusted: 'Stock adjusted',
  transferred: 'Stock transferred',
  issued: 'Stock issued',
} as const
const M = SCU_STOCK_MESSAGES

const id = (message: string) => z.guid({ error: message })
const reason = requiredText(M.reason, 500, M.reason)

/** The adjustment form (one for both sides): a signed whole quantity other than 0 and its reason. */
export const scuStockAdjustForm = z.object({
  scuId: id(M.scuId),
  productId: id(M.productId),
  quantity: z
    .number({ error: M.quantity })
    .int(M.quantity)
    .min(-MAX_ADJUSTMENT, M.quantity)
    .max(MAX_ADJUSTMENT, M.quantity)
    .refine((q) => q !== 0, M.quantity),
  reason,
})
export type ScuStockAdjustForm = z.infer<typeof scuStockAdjustForm>

/** The transfer form (admins): from one centre to another, a quantity above 0. */
export const scuStockTransferForm = z
  .object({
    fromScuId: id(M.fromScuId),
    toScuId: id(M.toScuId),
    productId: id(M.productId),
    quantity: z
      .number({ error: M.transferQuantity })
      .int(M.transferQuantity)
      .min(1, M.transferQuantity)
      .max(MAX_ADJUSTMENT, M.transferQuantity),
    reason: z.string().trim().max(500, M.reason).optional(),
  })
  .refine((f) => f.fromScuId !== f.toScuId, { message: M.sameCentre, path: ['toScuId'] })
export type ScuStockTransferForm = z.infer<typeof scuStockTransferForm>

/** An issue of stock for another record (service request or booking): a negative 'issue' movement. */
export const scuStockIssueBody = z.object({
  scuId: id(M.scuId),
  productId: id(M.productId),
  quantity: z
    .number({ error: M.transferQuantity })
    .int(M.transferQuantity)
    .min(1, M.transferQuantity)
    .max(MAX_ADJUSTMENT, M.transferQuantity),
  refType: z.enum(['serviceRequest', 'booking'], { error: M.refType }),
  refId: id(M.refId),
})
export type ScuStockIssueBody = z.infer<typeof scuStockIssueBody>

/** The history of one row: its centre and product, a page of movements (newest first). */
export const scuStockHistoryBody = z.object({
  scuId: id(M.scuId),
  productId: id(M.productId),
  page: z.number().int().min(0).max(100_000).default(0),
  pageSize: z.number().int().min(1).max(200).default(50),
})

export const scuStockMovement = z.object({
  _id: z.string(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  quantity: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string().nullable(),
  refType: z.enum(STOCK_REFERENCE_TYPES).nullable(),
  refId: z.string().nullable(),
  actor: z.object({ _id: z.string(), fname: z.string(), lname: z.string().nullable() }).nullable(),
  createdAt: z.number().int(),
})
export type ScuStockMovement = z.infer<typeof scuStockMovement>

export const scuStockHistoryAnswer = z.object({
  result: z.array(scuStockMovement),
  total: z.number().int(),
  onHand: z.number().int(),
})

/** A movement's answer: the balances it left (a transfer's both). */
export const scuStockMoveAnswer = z.object({
  onHand: z.number().int(),
  toOnHand: z.number().int().optional(),
  refId: z.string().optional(),
})

export const scuStockCentresAnswer = z.object({ result: z.array(z.object({ _id: z.string(), title: z.string() })) })
export const scuStockProductsAnswer = z.object({
  result: z.array(
    z.object({
      _id: z.string(),
      sku: z.string(),
      name: z.string(),
      category: z.enum(PRODUCT_CATEGORIES),
      unit: z.enum(PRODUCT_UNITS),
    }),
  ),
})
