import { z } from 'zod'
import { tableContract } from './contract'
import { ORDER_STATUSES, orderRequestTableQuery } from './orderreq.query'

export * from './orderreq.query'

/** The order requests table's contract (issue: a centre's orders to the central store, /admin/orderreq). */

/** An order's readable number from its sequence number: ORD-000123. */
export const orderNo = (n: number): string => `ORD-${String(n).padStart(6, '0')}`

/** The sequence number a typed order number names ('ORD-000123', 'ord123', '123'), or null. */
export function orderNumberOf(text: string): number | null {
  const m = /^\s*(?:ord-?)?0*(\d{1,12})\s*$/i.exec(text)
  if (!m) return null
  const n = Number(m[1])
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

const person = z.object({ _id: z.string(), fname: z.string(), lname: z.string().nullable() })

/** An order as the table and the export give it (times in Unix seconds). */
export const orderRequestRow = z.object({
  _id: z.string(),
  orderNo: z.string(),
  serviceCentre: z.object({ _id: z.string(), title: z.string() }),
  requestedBy: person.nullable(),
  status: z.enum(ORDER_STATUSES),
  lineCount: z.number().int(),
  totalQuantity: z.number().int(),
  notes: z.string().nullable(),
  placedAt: z.number().int(),
  /** The version a move is sent from (one conditional update: a stale one answers 125). */
  version: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})
export type OrderRequestRow = z.infer<typeof orderRequestRow>

export const orderRequestTableContract = tableContract({
  list: '/orderreq/all',
  export: '/orderreq/export',
  row: orderRequestRow,
  query: orderRequestTableQuery,
})
