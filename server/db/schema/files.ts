import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, primaryKey, uuid, varchar } from 'drizzle-orm/pg-core'
import { createdAt } from '../columns'

/** The records a stored file can belong to (SECURITY.md item 28). */
export const FILE_OWNERS = ['user', 'enquiry', 'advertisement', 'ticket', 'vehicleModel'] as const
export type FileOwner = (typeof FILE_OWNERS)[number]

/**
 * Every uploaded file (PUT /local/file/upload writes the row) and the record it belongs to. A file starts unclaimed,
 * readable only by its uploader (the form previews it before saving); the module that saves a record claims the files
 * its fields reference (server/lib/file-claims.ts), and from then on reading the file needs what reading that record
 * needs. `public` marks media meant for the rider app: an advertisement's, while it is published and active.
 */
export const files = pgTable(
  'files',
  {
    bucket: varchar('bucket', { length: 10 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    uploadedById: uuid('uploaded_by_id'),
    ownerEntity: varchar('owner_entity', { length: 20 }).$type<FileOwner>(),
    ownerId: uuid('owner_id'),
    public: boolean('public').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.name] }),
    index('files_owner_idx').on(t.ownerEntity, t.ownerId),
    check('files_owner_check', sql`(${t.ownerEntity} is null) = (${t.ownerId} is null)`),
  ],
)
