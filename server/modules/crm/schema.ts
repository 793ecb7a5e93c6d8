import { sql } from 'drizzle-orm'
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { contactColumns, createdAt, id, updatedAt, version } from '../../db/columns'
import { users } from '../../db/schema/core'

/** The CRM's tables (issue 6): leads, their follow-ups and calls. */

/** The text the CRM list's keyword matches anywhere: "fname lname", e-mail and city (see userSearchText). */
export const leadSearchText = (t: Record<'fname' | 'lname' | 'email' | 'city', AnyPgColumn>) =>
  sql`(${t.fname} || ' ' || coalesce(${t.lname}, '') || E'\\x1f' || coalesce(${t.email}, '') || E'\\x1f' || coalesce(${t.city}, ''))`

/**
 * CRM leads (issue 6): one per mobile number. `marketingType` holds lead-source keys (shared/api/crm.ts),
 * `callStatus` new_lead / existed / converted; the last call's outcome and duration come from the telephony
 * status callback.
 */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    ...contactColumns(),
    marketingType: text('marketing_type')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    callStatus: varchar('call_status', { length: 12 }).notNull().default('new_lead').$type<'new_lead' | 'existed' | 'converted'>(),
    assignedToId: uuid('assigned_to_id').references(() => users.id),
    lastDuration: integer('last_duration'),
    lastCallOutcome: varchar('last_call_outcome', { length: 20 }),
    lastCallAt: timestamp('last_call_at', { withTimezone: true }),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('leads_mobile_idx').on(t.mobileNo),
    index('leads_created_idx').on(t.createdAt, t.id),
    index('leads_updated_idx').on(t.updatedAt, t.id),
    index('leads_fname_idx').on(t.fname, t.id),
    index('leads_assigned_idx').on(t.assignedToId),
    index('leads_search_trgm_idx').using('gin', sql`${leadSearchText(t)} gin_trgm_ops`),
    check('leads_call_status_check', sql`${t.callStatus} in ('new_lead', 'existed', 'converted')`),
  ],
)

/** Follow-ups of a lead: the executive who follows up, when, and a remark. */
export const leadFollowups = pgTable(
  'lead_followups',
  {
    id: id(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    executiveId: uuid('executive_id')
      .notNull()
      .references(() => users.id),
    followUpDate: timestamp('follow_up_date', { withTimezone: true }).notNull(),
    remark: text('remark'),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [index('lead_followups_lead_idx').on(t.leadId, t.followUpDate)],
)

/**
 * Click-to-call requests (POST /api/exotel/call/customer): who asked, which numbers, which provider and its call id,
 * and the outcome and duration its status callback reported.
 */
export const leadCalls = pgTable(
  'lead_calls',
  {
    id: id(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    requestedById: uuid('requested_by_id').references(() => users.id),
    agentNumber: varchar('agent_number', { length: 10 }).notNull(),
    customerNumber: varchar('customer_number', { length: 10 }).notNull(),
    provider: varchar('provider', { length: 10 }).notNull(),
    providerCallId: varchar('provider_call_id', { length: 100 }),
    status: varchar('status', { length: 20 }).notNull(),
    duration: integer('duration'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('lead_calls_lead_idx').on(t.leadId, t.createdAt), uniqueIndex('lead_calls_provider_idx').on(t.provider, t.providerCallId)],
)
