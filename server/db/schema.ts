/**
 * The database schema (Drizzle), one file per area under ./schema; drizzle-kit reads this file's exports, and every
 * module imports its tables from here.
 */
export * from './schema/activity'
export * from './schema/content'
export * from './schema/core'
export * from './schema/crm'
