import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt, version } from '../../db/columns'

/**
 * The options module's tables (issue 21): the option lists other screens read instead of constants, and the
 * organisation's settings (one row). Other modules read them by name through server/lib/option-lists.ts.
 */

/** One value of an option list: its stored value (never changes), its label, place and whether pickers offer it. */
export const optionValues = pgTable(
  'option_values',
  {
    id: id(),
    listKey: varchar('list_key', { length: 40 }).notNull(),
    value: varchar('value', { length: 60 }).notNull(),
    label: varchar('label', { length: 120 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('option_values_list_value_idx').on(t.listKey, t.value),
    index('option_values_list_order_idx').on(t.listKey, t.sortOrder),
  ],
)

/** The organisation's settings (spec 002 section 5): a single row, id 1. */
export const organisationSettings = pgTable(
  'organisation_settings',
  {
    id: integer('id').primaryKey().default(1),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    tenantId: varchar('tenant_id', { length: 12 }).notNull(),
    passwordMinLength: integer('password_min_length').notNull(),
    passwordMaxLength: integer('password_max_length').notNull(),
    weekOffDays: jsonb('week_off_days').$type<number[]>().notNull(),
    units: integer('units').notNull(),
    headerStartRow: integer('header_start_row').notNull(),
    headerEndRow: integer('header_end_row').notNull(),
    updatedById: uuid('updated_by_id'),
    version: version(),
    updatedAt: updatedAt(),
    at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('organisation_settings_one_row', sql`${t.id} = 1`),
    check('organisation_settings_lengths', sql`${t.passwordMinLength} >= 0 AND ${t.passwordMaxLength} > ${t.passwordMinLength}`),
    check('organisation_settings_units', sql`${t.units} BETWEEN 0 AND 366`),
    check('organisation_settings_rows', sql`${t.headerEndRow} > ${t.headerStartRow}`),
  ],
)
