import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt, version } from '../../db/columns'
import { users } from '../../db/schema/core'
import { MESSAGE_KINDS, type MessageKind, type MessageStatus } from '../../../shared/api/whatsapp'

/**
 * WhatsApp conversations (issue 21): one per WhatsApp number. `userId` (a rider) or `leadId` (a CRM lead, read by name:
 * the CRM is another module) is matched by the last 10 digits. `lastInboundAt` opens the 24-hour window; `unread` is
 * only changed by single UPDATE statements (unread = unread + 1, = 0). `version` moves with each assignment.
 */
export const waConversations = pgTable(
  'wa_conversations',
  {
    id: id(),
    waNumber: varchar('wa_number', { length: 15 }).notNull(),
    mobileNo: varchar('mobile_no', { length: 10 }).notNull(),
    contactName: varchar('contact_name', { length: 200 }),
    userId: uuid('user_id').references(() => users.id),
    leadId: uuid('lead_id'),
    assignedToId: uuid('assigned_to_id').references(() => users.id),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    lastText: varchar('last_text', { length: 200 }),
    /** The last message's kind (a photo without a caption has no text to show). */
    lastKind: varchar('last_kind', { length: 20 }).$type<MessageKind>(),
    unread: integer('unread').notNull().default(0),
    /** Moves with every assignment (issue 14's versions): a stale assign is refused. */
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('wa_conversations_number_idx').on(t.waNumber),
    index('wa_conversations_last_idx').on(t.lastMessageAt, t.id),
    index('wa_conversations_mobile_idx').on(t.mobileNo),
    index('wa_conversations_assigned_idx').on(t.assignedToId),
    check('wa_conversations_unread_check', sql`${t.unread} >= 0`),
  ],
)

/** Messages in and out; the provider's message id is unique, so a webhook delivered twice stores one row. */
export const waMessages = pgTable(
  'wa_messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => waConversations.id),
    direction: varchar('direction', { length: 3 }).notNull().$type<'in' | 'out'>(),
    type: varchar('type', { length: 10 }).notNull().$type<'text' | 'template'>(),
    /** The Cloud API's message type of an inbound message ('text' for ours); `body` is its readable text. */
    kind: varchar('kind', { length: 20 }).notNull().default('text').$type<MessageKind>(),
    body: text('body').notNull(),
    /** The customer's reaction emoji to this message (a reaction webhook sets or removes it); not a message of its own. */
    reaction: varchar('reaction', { length: 64 }),
    templateName: varchar('template_name', { length: 100 }),
    providerMessageId: varchar('provider_message_id', { length: 200 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().$type<MessageStatus>(),
    sentById: uuid('sent_by_id').references(() => users.id),
    createdAt: createdAt(),
    statusAt: timestamp('status_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wa_messages_provider_idx').on(t.providerMessageId),
    index('wa_messages_thread_idx').on(t.conversationId, t.createdAt, t.id),
    check('wa_messages_direction_check', sql`${t.direction} in ('in', 'out')`),
    check('wa_messages_type_check', sql`${t.type} in ('text', 'template')`),
    check('wa_messages_kind_check', sql.raw(`kind in (${MESSAGE_KINDS.map((k) => `'${k}'`).join(', ')})`)),
  ],
)
