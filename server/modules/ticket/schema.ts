import { sql } from 'drizzle-orm'
import { bigserial, boolean, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import type { TicketPriority, TicketStage } from '../../../shared/api/ticket.table'
import { createdAt, id, updatedAt, version } from '../../db/columns'
import { serviceCentres, users } from '../../db/schema/core'

/**
 * The tickets module's tables (issue 18): the tickets of the service centres and the comment thread of each. A
 * ticket's readable number (TKT-000123) is its `number`, drawn from the column's own sequence.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

/** Support tickets (spec 002 section 3). */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    /** From the sequence tickets_number_seq: shown as TKT-000123. */
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description'),
    scuId: uuid('scu_id')
      .notNull()
      .references(() => serviceCentres.id),
    /** A value of the ticket types option list (server/lib/option-lists.ts). */
    type: varchar('type', { length: 20 }).notNull(),
    priority: varchar('priority', { length: 10 }).notNull().default('normal').$type<TicketPriority>(),
    stage: varchar('stage', { length: 12 }).notNull().default('created').$type<TicketStage>(),
    customerId: uuid('customer_id').references(() => users.id),
    assigneeId: uuid('assignee_id').references(() => users.id),
    /** The day it is to be resolved by (midnight in India). */
    dayOfResolving: at('day_of_resolving'),
    /** The day it is held till (midnight in India): set when it is put on hold. */
    holdTill: at('hold_till'),
    /** Image addresses (PUT /local/file/upload), claimed by the ticket when saved. */
    attachments: text('attachments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tickets_created_idx').on(t.createdAt, t.id),
    index('tickets_updated_idx').on(t.updatedAt, t.id),
    index('tickets_resolving_idx').on(t.dayOfResolving, t.id),
    index('tickets_scu_idx').on(t.scuId),
    index('tickets_assignee_idx').on(t.assigneeId),
    index('tickets_customer_idx').on(t.customerId),
  ],
)

/** The comment thread of a ticket (POST /ticket/comment), oldest first. */
export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: id(),
    /** Insertion order: the thread's order when two comments share a time. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    authorId: uuid('author_id').references(() => users.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_comments_ticket_idx').on(t.ticketId, t.seq)],
)
