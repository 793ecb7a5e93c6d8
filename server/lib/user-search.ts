import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { users } from '../db/schema'

/**
 * `column` (a user id) names a user matching `where` (conditions on `users`): how a list's keyword reaches a joined
 * person (a ticket's or a service request's customer), since a list's conditions see none of its joins (list-types.ts).
 */
export const userWhere = (column: AnyPgColumn, where: SQL): SQL => sql`${column} in (select ${users.id} from ${users} where ${where})`

/** A user's "first last" name, for containsText on `users`. */
export const userFullName = sql`(${users.fname} || ' ' || coalesce(${users.lname}, ''))`
