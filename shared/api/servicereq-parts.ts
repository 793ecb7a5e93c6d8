import { z } from 'zod'
import { INVENTORY_MESSAGES } from './inventory'
import type { ServiceRequestStatus } from './servicereq-moves'

/**
 * The parts a service request issues from its centre's stock (issue 19): each issue a ledger row (kind 'issue', the
 * request as its reference) booked by server/lib/stock.ts; more than is on hand is refused ('insufficient stock').
 */

/** The statuses a request may issue parts in: confirmed or in service (the work is on). */
export const PARTS_STATUSES: readonly ServiceRequestStatus[] = ['confirmed', 'inservice']

/** The most units one issue takes. */
export const MAX_PARTS_QUANTITY = 1000

export const SERVICE_REQUEST_PARTS_MESSAGES = {
  product: 'Please select a product',
  unknownProduct: 'That product does not exist or is inactive',
  partsQuantity: 'Quantity must be a whole number from 1 to 1000',
  partsStatus: 'Parts are issued only to a confirmed or in service request',
  insufficientStock: INVENTORY_MESSAGES.insufficientStock,
  partsIssued: 'Parts issued',
} as const
const M = SERVICE_REQUEST_PARTS_MESSAGES

/** POST /servicereq/parts: an active product and a whole quantity 1–1000, issued from the request's centre. */
export const partsBody = z.object({
  recordId: z.guid({ error: 'Please select a service request' }),
  productId: z.guid({ error: M.product }),
  quantity: z.number({ error: M.partsQuantity }).int(M.partsQuantity).min(1, M.partsQuantity).max(MAX_PARTS_QUANTITY, M.partsQuantity),
})
export type PartsBody = z.infer<typeof partsBody>

/** POST /servicereq/parts answers the centre's on-hand of the product after the issue. */
export const partsAnswer = z.object({ onHand: z.number().int() })

/** One product issued to a request: the issues summed (the details answer's `parts`). */
export const issuedPart = z.object({ productId: z.string(), sku: z.string(), name: z.string(), quantity: z.number().int() })
export type IssuedPart = z.infer<typeof issuedPart>

/** POST /servicereq/parts-options `{ recordId }`: the active products with their on-hand at the request's centre. */
export const partsOptionsAnswer = z.object({
  result: z.array(z.object({ _id: z.string(), sku: z.string(), name: z.string(), onHand: z.number().int() })),
})
