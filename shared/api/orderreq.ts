import { z } from 'zod'
import { RECORD_MESSAGES } from '../validation'
import { recordContract } from './contract'
import { ORDER_MOVE_STATUSES, ORDER_STATUSES, orderRequestRow } from './orderreq.table'
import { versionField } from './versions'
export * from './orderreq.table'

/**
 * Order requests (/admin/orderreq, permission Orderreq): a centre's order of products from the central store, its
 * lines (product, quantity) and its steps (ORDER_MOVES), each dated and audited. Marking it received books the
 * received quantities into the centre's stock ledger.
 */

export const MAX_ORDER_LINES = 50
export const MAX_ORDER_QUANTITY = 10_000

export const ORDER_MESSAGES = {
  ...RECORD_MESSAGES,
  created: 'Order placed',
  selectOrder: 'Please select an order',
  centre: 'Please select Service Center',
  unknownCentre: 'That service centre does not exist or is inactive',
  lines: 'Please add at least one product',
  tooManyLines: 'At most 50 lines',
  product: 'Please select a product',
  unknownProduct: 'That product does not exist or is inactive',
  productTwice: 'A product can be ordered only once per order',
  quantity: 'Please enter a quantity from 1 to 10000',
  move: 'An order cannot move from this status to that one',
  movedMeanwhile: 'The order was changed meanwhile; reload it and try again',
  centralStoreOnly: 'Only the central store accepts, ships and delivers orders',
  statusChanged: 'Order status updated',
  received: 'Order marked as received',
  receivedQuantity: 'Please enter a received quantity from 0 to the ordered quantity',
  receiptLines: 'Please give the received quantity of every line of the order',
} as const
const M = ORDER_MESSAGES

const blankToUndefined = (v: unknown) => ((typeof v === 'string' && v.trim() === '') || v === null ? undefined : v)
const orderId = z.guid({ error: M.selectOrder })
/** A whole number from a number or its digits as text (the form's inputs hold text). */
const count = (message: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  )

/** One line of the form: a product and the quantity ordered. */
export const orderLineInput = z.object({
  productId: z.guid({ error: M.product }),
  quantity: count(M.quantity, 1, MAX_ORDER_QUANTITY),
})

/** The fields of the order form (one schema for the dialog and the server). */
export const orderRequestForm = z
  .object({
    scuId: z.guid({ error: M.centre }),
    lines: z.array(orderLineInput, { error: M.lines }).min(1, M.lines).max(MAX_ORDER_LINES, M.tooManyLines),
    notes: z.preprocess(blankToUndefined, z.string().trim().max(1000, M.tooLong).optional()),
  })
  .superRefine((f, ctx) => {
    const seen = new Set<string>()
    f.lines.forEach((l, i) => {
      if (seen.has(l.productId)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'productId'], message: M.productTwice })
      seen.add(l.productId)
    })
  })
export type OrderRequestForm = z.output<typeof orderRequestForm>
export type OrderRequestFormInput = z.input<typeof orderRequestForm>

/** A step reached and when (Unix seconds), and by whom. */
export const orderStep = z.object({
  step: z.enum(ORDER_STATUSES),
  at: z.number().int(),
  by: z.object({ _id: z.string(), fname: z.string(), lname: z.string().nullable() }).nullable(),
})
export type OrderStep = z.infer<typeof orderStep>

/** A line as the details give it: the product, ordered, received (null until received) and the shortfall. */
export const orderLine = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string(), sku: z.string(), name: z.string(), unit: z.string() }),
  quantity: z.number().int(),
  received: z.number().int().nullable(),
  shortfall: z.number().int().nullable(),
})
export type OrderLine = z.infer<typeof orderLine>

/** POST /orderreq/details: the row, its lines and steps, the version. */
export const orderRequestDetails = orderRequestRow.extend({
  lines: z.array(orderLine),
  steps: z.array(orderStep),
})
export type OrderRequestDetails = z.infer<typeof orderRequestDetails>
export const orderRequestDetailsAnswer = z.object({ orderRequest: orderRequestDetails })

export const orderRequestRecordContract = recordContract({
  id: 'recordId',
  details: { path: '/orderreq/details', answer: orderRequestDetailsAnswer },
  create: { path: '/orderreq/add' },
  form: orderRequestForm,
})

export const ORDER_CALLS = {
  status: '/orderreq/status',
  receive: '/orderreq/receive',
  logs: '/orderreq/logs',
  centres: '/orderreq/centres',
  products: '/orderreq/products',
} as const

/** POST /orderreq/status: a move from the status (and version) the mover saw. */
export const orderStatusBody = z.object({
  recordId: orderId,
  status: z.enum(ORDER_MOVE_STATUSES, { error: 'status must be accepted, shipped, delivered or withdrawn' }),
  version: versionField,
})

/** POST /orderreq/receive: the received quantity of every line (0..ordered), from the version read. */
export const orderReceiveBody = z.object({
  recordId: orderId,
  version: versionField,
  lines: z
    .array(z.object({ lineId: z.guid({ error: M.receiptLines }), received: count(M.receivedQuantity, 0, MAX_ORDER_QUANTITY) }), {
      error: M.receiptLines,
    })
    .min(1, M.receiptLines)
    .max(MAX_ORDER_LINES, M.receiptLines),
})
export type OrderReceiveBody = z.input<typeof orderReceiveBody>

/** The answer of a move: the new version and status, and after a receipt the total shortfall. */
export const orderMoveAnswer = z.object({
  version: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  shortfall: z.number().int().optional(),
})

/** GET /orderreq/centres: the active centres the actor may order for. */
export const orderCentresAnswer = z.object({ result: z.array(z.object({ _id: z.string(), title: z.string() })) })
/** GET /orderreq/products: the active products, by name. */
export const orderProductsAnswer = z.object({
  result: z.array(z.object({ _id: z.string(), sku: z.string(), name: z.string(), unit: z.string() })),
})
