import { z } from 'zod'
import { tableContract } from './contract'
import { TICKET_PRIORITIES, TICKET_STAGES, ticketTableQuery } from './ticket.query'

export * from './ticket.query'

/**
 * The tickets table's contract (issue 18; spec 002 sections 3 and 4). Spec 001 section 2 gives tickets no row colours:
 * the rows are not tinted.
 */

/** A ticket's readable number from its sequence number: TKT-000123. */
export const ticketNo = (n: number): string => `TKT-${String(n).padStart(6, '0')}`

/** The sequence number a typed ticket number names ('TKT-000123', 'tkt123', '123'), or null. */
export function ticketNumberOf(text: string): number | null {
  const m = /^\s*(?:tkt-?)?0*(\d{1,12})\s*$/i.exec(text)
  if (!m) return null
  const n = Number(m[1])
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

const person = z.object({ _id: z.string(), fname: z.string(), lname: z.string().nullable() })

/** A ticket as the table, the export and the details call give it (days in Unix seconds: midnight in India). */
export const ticketRow = z.object({
  _id: z.string(),
  ticketNo: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** A value of the ticket types option list (issue 21; TICKET_TYPES were its first values). */
  type: z.string(),
  priority: z.enum(TICKET_PRIORITIES),
  stage: z.enum(TICKET_STAGES),
  serviceCentre: z.object({ _id: z.string(), title: z.string() }),
  customer: person.extend({ mobileNo: z.string() }).nullable(),
  assignee: person.nullable(),
  dayOfResolving: z.number().int().nullable(),
  holdTill: z.number().int().nullable(),
  attachments: z.array(z.string()),
  comments: z.number().int(),
  active: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})

export type TicketRow = z.infer<typeof ticketRow>

export const ticketTableContract = tableContract({
  list: '/ticket/all',
  export: '/ticket/export',
  row: ticketRow,
  query: ticketTableQuery,
})
