import { timestamp, uuid } from 'drizzle-orm/pg-core'

/** The columns every table shares: a random uuid key and the creation and update times. */
export const id = () => uuid('id').primaryKey().defaultRandom()
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
