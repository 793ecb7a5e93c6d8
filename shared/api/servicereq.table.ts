import { z } from 'zod'
import { tableContract } from './contract'
import { SERVICE_REQUEST_STATUSES, SERVICE_SLOTS, serviceRequestTableQuery } from './servicereq.query'

export * from './servicereq.query'

/** The service requests table's contract (issue: service requests of /admin/servicereq). Rows are not tinted. */

/** A request's readable number from its sequence number: SRQ-000123. */
export const serviceRequestNo = (n: number): string => `SRQ-${String(n).padStart(6, '0')}`

/** The sequence number a typed request number names ('SRQ-000123', 'srq123', '123'), or null. */
export function serviceRequestNumberOf(text: string): number | null {
  const m = /^\s*(?:srq-?)?0*(\d{1,12})\s*$/i.exec(text)
  if (!m) return null
  const n = Number(m[1])
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

const person = z.object({ _id: z.string(), fname: z.string(), lname: z.string().nullable() })

/** One line of an estimate or a bill: what, and how much in paise (an integer). */
export const billLine = z.object({ description: z.string(), amountPaise: z.number().int() })
export type BillLine = z.infer<typeof billLine>

/** A service request as the table, the export and the details call give it (the day in Unix seconds: midnight in India). */
export const serviceRequestRow = z.object({
  _id: z.string(),
  requestNo: z.string(),
  customer: person.extend({ mobileNo: z.string() }).nullable(),
  vehicleNo: z.string().nullable(),
  serviceCentre: z.object({ _id: z.string(), title: z.string() }),
  branch: z.object({ _id: z.string(), name: z.string() }).nullable(),
  requestedDay: z.number().int(),
  slot: z.enum(SERVICE_SLOTS),
  services: z.array(z.string()),
  pickup: z.boolean(),
  pickupAddress: z.string().nullable(),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  technician: person.nullable(),
  estimate: z.array(billLine),
  bill: z.array(billLine),
  /** The sums of the lines, in paise. */
  estimateTotal: z.number().int(),
  billTotal: z.number().int(),
  remarks: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})

export type ServiceRequestRow = z.infer<typeof serviceRequestRow>

export const serviceRequestTableContract = tableContract({
  list: '/servicereq/all',
  export: '/servicereq/export',
  row: serviceRequestRow,
  query: serviceRequestTableQuery,
})
