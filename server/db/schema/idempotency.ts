import { integer, jsonb, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'

/**
 * The Idempotency-Key of each create (issue 14, server/lib/idempotency.ts): per user, the route it was used on and the
 * answer the create gave (status and body, stored in the create's own transaction). A key older than 24 hours may be
 * taken over by a new create.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    route: varchar('route', { length: 200 }).notNull(),
    statusCode: integer('status_code'),
    body: jsonb('body').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
)
