import { sql } from 'drizzle-orm'
import { bigint, index, integer, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../../db/columns'

/**
 * Telematics units allowed to upload tracking logs (issue 21). The token is shown once when issued; only its SHA-256
 * is kept. A revoked device keeps its row (its logs refer to it); a name is unique among the unrevoked devices.
 */
export const trackingDevices = pgTable(
  'tracking_devices',
  {
    id: id(),
    name: varchar('name', { length: 60 }).notNull(),
    vehicleNo: varchar('vehicle_no', { length: 20 }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUploadAt: timestamp('last_upload_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tracking_devices_token_idx').on(t.tokenHash),
    uniqueIndex('tracking_devices_name_live_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.revokedAt} is null`),
  ],
)

/**
 * One uploaded log (spec 002: device name, file path): the original in storage (`filePath`), its parsed columns in
 * storage (`parsedPath`, see columns.ts) for the lines and the graphs, and the summary the table filters on.
 */
export const trackingLogs = pgTable(
  'tracking_logs',
  {
    id: id(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => trackingDevices.id),
    deviceName: varchar('device_name', { length: 60 }).notNull(),
    filePath: varchar('file_path', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 120 }).notNull(),
    parsedPath: varchar('parsed_path', { length: 200 }).notNull(),
    format: varchar('format', { length: 8 }).$type<'csv' | 'ndjson'>().notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    vehicleNo: varchar('vehicle_no', { length: 20 }),
    riderId: uuid('rider_id'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    lineCount: integer('line_count').notNull(),
    badLineCount: integer('bad_line_count').notNull(),
    badLines: jsonb('bad_lines').$type<{ line: number; reason: string }[]>().notNull(),
    faults: jsonb('faults').$type<string[]>().notNull(),
    faultCount: integer('fault_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('tracking_logs_created_idx').on(t.createdAt, t.id),
    index('tracking_logs_device_idx').on(t.deviceId, t.createdAt),
    index('tracking_logs_rider_idx').on(t.riderId, t.createdAt),
    index('tracking_logs_started_idx').on(t.startedAt),
  ],
)
