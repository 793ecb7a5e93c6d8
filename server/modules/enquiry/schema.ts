import { sql } from 'drizzle-orm'
import { type AnyPgColumn, boolean, check, index, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { contactColumns, createdAt, id, updatedAt, version } from '../../db/columns'
import { users } from '../../db/schema/core'

/** The text the enquiry keyword searches (name, e-mail, city, ticket number); its trigram index is on exactly this. */
export const enquirySearchText = (t: Record<'fname' | 'lname' | 'email' | 'city' | 'ticketNo', AnyPgColumn>) =>
  sql`(${t.fname} || ' ' || coalesce(${t.lname}, '') || E'\\x1f' || coalesce(${t.email}, '') || E'\\x1f' || coalesce(${t.city}, '') || E'\\x1f' || ${t.ticketNo})`

/**
 * Customer enquiries (spec 001 section 3): who asked (name, mobile, e-mail, city, the customer's user id when known),
 * the enquiry type and ticket number, status open or closed, the text and attached images, and how it was resolved
 * (resolver's first name, remark, images). Soft deleted (active false); the ticket number is unique.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    ...contactColumns(),
    enquiryType: varchar('enquiry_type', { length: 100 }).notNull(),
    ticketNo: varchar('ticket_no', { length: 40 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('open').$type<'open' | 'closed'>(),
    content: text('content'),
    attachment: text('attachment')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    userId: uuid('user_id').references(() => users.id),
    resolverFname: varchar('resolver_fname', { length: 100 }),
    resolvedRemark: text('resolved_remark'),
    resolvedAttachment: text('resolved_attachment')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('enquiries_ticket_idx').on(t.ticketNo),
    index('enquiries_created_idx').on(t.createdAt, t.id),
    index('enquiries_updated_idx').on(t.updatedAt, t.id),
    index('enquiries_fname_idx').on(t.fname, t.id),
    index('enquiries_search_trgm_idx').using('gin', sql`${enquirySearchText(t)} gin_trgm_ops`),
    check('enquiries_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
)
