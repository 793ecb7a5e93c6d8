import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt, version } from '../../db/columns'

/**
 * Colours (the module kit's proof): a name and a #RRGGBB code. Soft deleted (active false); the name is unique,
 * case-insensitively, among the active colours (114 'Duplicate Records').
 */
export const colours = pgTable(
  'colours',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 7 }).notNull(),
    active: boolean('active').notNull().default(true),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('colours_name_active_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.active}`),
    index('colours_created_idx').on(t.createdAt, t.id),
  ],
)
