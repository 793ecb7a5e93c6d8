/**
 * The database schema (Drizzle): the shared tables in ./schema/, each module's own in server/modules/<m>/schema.ts,
 * listed by the generated schema.gen.ts. drizzle-kit reads the same files (drizzle.config.ts); every query imports its
 * tables from here.
 */
export * from './schema.gen'
