import { type AnyPgColumn, boolean, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt, version } from '../../db/columns'
import { users } from '../../db/schema/core'

/**
 * Notifications sent from the Notification screen (spec 001 sections 2, 3 and 7): one row per send (create or
 * resend). Delivery writes one `notifications` row per recipient: every active customer (`audience` 'customers'), or
 * one user (`audience` 'user', `userId`). A resend points at the send it repeats (`resentFromId`).
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    id: id(),
    title: varchar('title', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    notificationType: varchar('notification_type', { length: 40 }).notNull().default('normal'),
    audience: varchar('audience', { length: 10 }).notNull().$type<'customers' | 'user'>(),
    userId: uuid('user_id').references(() => users.id),
    recipients: integer('recipients').notNull().default(0),
    resentFromId: uuid('resent_from_id').references((): AnyPgColumn => notificationSends.id),
    createdById: uuid('created_by_id').references(() => users.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [index('notification_sends_created_idx').on(t.createdAt, t.id)],
)
