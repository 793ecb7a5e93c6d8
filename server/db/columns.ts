import { integer, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'

/** The columns every table shares: a random uuid key and the creation and update times. */
export const id = () => uuid('id').primaryKey().defaultRandom()
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
/** A record's version (issue 14, shared/api/versions.ts): 1 when created, one more on every change of what a user edits. */
export const version = () => integer('version').notNull().default(1)

/** A person's contact columns, as leads and enquiries keep them: first and last name, mobile number, e-mail, city. */
export const contactColumns = () => ({
  fname: varchar('fname', { length: 100 }).notNull(),
  lname: varchar('lname', { length: 100 }),
  mobileNo: varchar('mobile_no', { length: 10 }).notNull(),
  email: varchar('email', { length: 200 }),
  city: varchar('city', { length: 100 }),
})
