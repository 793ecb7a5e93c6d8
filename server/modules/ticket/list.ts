import { asc, eq, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { TicketDetails } from '../../../shared/api/ticket'
import { type TicketRow, ticketNo, ticketNumberOf, ticketTableContract } from '../../../shared/api/ticket.table'
import type { Db } from '../../db/client'
import { serviceCentres, users } from '../../db/schema'
import { defineList, unixSeconds } from '../../lib/list'
import { containsText, digitPrefix, phoneDigits } from '../../lib/list-query'
import { userWhere } from '../../lib/user-search'
import { ticketScope, type TicketRecord } from './data'
import { ticketComments, tickets } from './schema'

const customer = alias(users, 'customer')
const assignee = alias(users, 'assignee')
const author = alias(users, 'author')

/** The left joins of a row: the centre, the customer, the assignee. */
const ticketJoins = [
  { table: serviceCentres, on: eq(serviceCentres.id, tickets.scuId) },
  { table: customer, on: eq(customer.id, tickets.customerId) },
  { table: assignee, on: eq(assignee.id, tickets.assigneeId) },
]

/** The columns of a ticket row as the table, the export and the details call give them. */
const ticketSelect = {
  id: tickets.id,
  number: tickets.number,
  title: tickets.title,
  description: tickets.description,
  type: tickets.type,
  priority: tickets.priority,
  stage: tickets.stage,
  scuId: tickets.scuId,
  centreTitle: sql<string | null>`${serviceCentres.title}`,
  customerId: tickets.customerId,
  customerFname: sql<string | null>`${customer.fname}`,
  customerLname: sql<string | null>`${customer.lname}`,
  customerMobileNo: sql<string | null>`${customer.mobileNo}`,
  assigneeId: tickets.assigneeId,
  assigneeFname: sql<string | null>`${assignee.fname}`,
  assigneeLname: sql<string | null>`${assignee.lname}`,
  dayOfResolving: tickets.dayOfResolving,
  holdTill: tickets.holdTill,
  attachments: tickets.attachments,
  comments: sql<number>`(select count(*)::int from ticket_comments c where c.ticket_id = tickets.id)`,
  active: tickets.active,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
}

type Selected = SelectResultFields<typeof ticketSelect>

/** A selected row → the row the client gets (days and times in Unix seconds). */
function ticketRowOf(r: Selected): TicketRow {
  return {
    _id: r.id,
    ticketNo: ticketNo(Number(r.number)),
    title: r.title,
    description: r.description,
    type: r.type,
    priority: r.priority,
    stage: r.stage,
    serviceCentre: { _id: r.scuId, title: r.centreTitle ?? '' },
    customer:
      r.customerId && r.customerFname !== null
        ? { _id: r.customerId, fname: r.customerFname, lname: r.customerLname, mobileNo: r.customerMobileNo ?? '' }
        : null,
    assignee: r.assigneeId && r.assigneeFname !== null ? { _id: r.assigneeId, fname: r.assigneeFname, lname: r.assigneeLname } : null,
    dayOfResolving: unixSeconds(r.dayOfResolving),
    holdTill: unixSeconds(r.holdTill),
    attachments: r.attachments,
    comments: Number(r.comments),
    active: r.active,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }
}

/** One ticket as a list row, or null. */
export async function ticketRowById(db: Db, id: string): Promise<TicketRow | null> {
  let q = db.select(ticketSelect).from(tickets).$dynamic()
  for (const j of ticketJoins) q = q.leftJoin(j.table, j.on)
  const [row] = await q.where(eq(tickets.id, id)).limit(1)
  return row ? ticketRowOf(row as Selected) : null
}

/** The comment thread of a ticket, oldest first. */
export async function commentsOf(db: Db, ticketId: string): Promise<TicketDetails['commentList']> {
  const rows = await db
    .select({
      id: ticketComments.id,
      text: ticketComments.text,
      authorId: ticketComments.authorId,
      fname: author.fname,
      lname: author.lname,
      createdAt: ticketComments.createdAt,
    })
    .from(ticketComments)
    .leftJoin(author, eq(author.id, ticketComments.authorId))
    .where(eq(ticketComments.ticketId, ticketId))
    .orderBy(asc(ticketComments.seq))
  return rows.map((c) => ({
    _id: c.id,
    text: c.text,
    author: c.authorId && c.fname !== null ? { _id: c.authorId, fname: c.fname, lname: c.lname } : null,
    createdAt: unixSeconds(c.createdAt)!,
  }))
}

/** The details answer of a stored ticket: its row, version and comment thread. */
export async function ticketDetailsOf(db: Db, row: TicketRecord): Promise<{ ticket: TicketDetails }> {
  const listRow = (await ticketRowById(db, row.id))!
  return { ticket: { ...listRow, version: row.version, commentList: await commentsOf(db, row.id) } }
}

/**
 * The tickets table (POST /ticket/all) and its export (POST /ticket/export):
 * - keyword: the title contains it; a ticket number (TKT-000123, or its digits) finds that ticket; digits also find
 *   customers' mobile numbers starting with them;
 * - filters: active, status (the stage; 'all' for every one), type, priority, scuId, assigneeId, startDate/endDate
 *   (created);
 * - sort: createdAt (default, newest first), updatedAt, number, dayOfResolving;
 * - scope: a worker sees the tickets assigned to them, an scc their centre's (ticketScope).
 */
export const ticketList = defineList({
  contract: ticketTableContract,
  entity: 'ticket',
  table: tickets,
  id: tickets.id,
  joins: ticketJoins,
  select: ticketSelect,
  toRow: ticketRowOf,
  search: (keyword) => {
    const text = containsText(sql`${tickets.title}`, keyword)
    const parts = [text]
    const n = ticketNumberOf(keyword)
    if (n !== null) parts.push(eq(tickets.number, n))
    const digits = phoneDigits(keyword)
    // A list's conditions see none of its joins: the customer is found through users (server/lib/user-search.ts).
    if (digits) parts.push(userWhere(tickets.customerId, digitPrefix(users.mobileNo, digits)))
    return parts.length === 1 ? text : or(...parts)!
  },
  sort: {
    createdAt: tickets.createdAt,
    updatedAt: tickets.updatedAt,
    number: tickets.number,
    dayOfResolving: tickets.dayOfResolving,
  },
  generic: { active: tickets.active, status: tickets.stage, type: tickets.type, dates: tickets.createdAt },
  filters: {
    priority: (v) => (v === 'all' ? undefined : eq(tickets.priority, v)),
    scuId: (v) => eq(tickets.scuId, v),
    assigneeId: (v) => eq(tickets.assigneeId, v),
  },
  scope: ticketScope,
})
