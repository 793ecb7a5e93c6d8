import { sql } from 'drizzle-orm'
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  boolean,
} from 'drizzle-orm/pg-core'
import type { TestDriveStatus } from '../../../shared/api/testdrive.table'
import { createdAt, id, updatedAt, version } from '../../db/columns'
import { branches, serviceCentres, users } from '../../db/schema/core'
import { vehicleModels } from '../../db/schema/vehicles'

/**
 * The test-drive module's tables (issue 17): a slot configuration per branch and its week of slots (screen
 * TestDriveConfig), the drives booked into them (screen TestDrive), and the places taken per slot and day, kept by the
 * database: a booking is one conditional upsert of its slot-day row (`booked < capacity`), never a read-then-write.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

/** A branch's test-drive configuration (spec 002 section 3): its contact details; its week is in test_drive_slots. */
export const testDriveConfigs = pgTable(
  'test_drive_configs',
  {
    id: id(),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    /** The branch's service centre (copied on save: the scope of scc users). */
    scuId: uuid('scu_id')
      .notNull()
      .references(() => serviceCentres.id),
    title: varchar('title', { length: 100 }).notNull(),
    icon: varchar('icon', { length: 500 }),
    instruction: text('instruction'),
    address: text('address'),
    mapLink: text('map_link'),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 100 }),
    country: varchar('country', { length: 100 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    contactPersonName: varchar('contact_person_name', { length: 100 }),
    contactEmail: varchar('contact_email', { length: 200 }),
    officeNo: varchar('office_no', { length: 20 }).notNull(),
    mobileNo: varchar('mobile_no', { length: 10 }),
    /** Week-off days, 0 (Sunday) to 6 (Saturday). */
    holidays: smallint('holidays')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    active: boolean('active').notNull().default(true),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One active configuration per branch (114).
    uniqueIndex('test_drive_configs_branch_active_idx')
      .on(t.branchId)
      .where(sql`${t.active}`),
    index('test_drive_configs_created_idx').on(t.createdAt, t.id),
    index('test_drive_configs_updated_idx').on(t.updatedAt, t.id),
    index('test_drive_configs_title_idx').on(t.title, t.id),
    index('test_drive_configs_scu_idx').on(t.scuId),
  ],
)

/**
 * The slots of a configuration's week. A slot keeps its id while its day and times stay (an edit changes its
 * capacity in place), so drives booked into it stay with it; a removed slot is retired (removed_at), and only when no
 * drive ahead needs it.
 */
export const testDriveSlots = pgTable(
  'test_drive_slots',
  {
    id: id(),
    configId: uuid('config_id')
      .notNull()
      .references(() => testDriveConfigs.id),
    /** 0 (Sunday) to 6 (Saturday). */
    day: smallint('day').notNull(),
    /** Minutes after midnight: 0 to 1410, in steps of 30. */
    startMin: smallint('start_min').notNull(),
    endMin: smallint('end_min').notNull(),
    /** The limit of places a day (1 to 366). */
    capacity: integer('capacity').notNull(),
    /**
     * When an edit removed it from the week. A slot with drives (past or cancelled ones keep referring to it) is retired
     * rather than deleted: no longer offered, bookable or counted, still named by its drives.
     */
    removedAt: at('removed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('test_drive_slots_config_day_start_idx')
      .on(t.configId, t.day, t.startMin)
      .where(sql`${t.removedAt} IS NULL`),
    check('test_drive_slots_day_check', sql`${t.day} BETWEEN 0 AND 6`),
    check('test_drive_slots_time_check', sql`${t.startMin} >= 0 AND ${t.startMin} < ${t.endMin} AND ${t.endMin} <= 1410`),
    check('test_drive_slots_capacity_check', sql`${t.capacity} BETWEEN 1 AND 366`),
  ],
)

/**
 * Places taken in a slot on a day. A booking adds one with a single conditional statement (INSERT … ON CONFLICT DO
 * UPDATE … WHERE booked < capacity); a cancellation or a move takes one away. The check keeps it within 0…capacity
 * whatever the application does.
 */
export const testDriveSlotDays = pgTable(
  'test_drive_slot_days',
  {
    slotId: uuid('slot_id')
      .notNull()
      .references(() => testDriveSlots.id),
    /** The day: midnight in India. */
    date: at('date').notNull(),
    booked: integer('booked').notNull().default(0),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.slotId, t.date] }),
    check('test_drive_slot_days_booked_check', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
)

/** Test drives (spec 002 section 3). */
export const testDrives = pgTable(
  'test_drives',
  {
    id: id(),
    configId: uuid('config_id')
      .notNull()
      .references(() => testDriveConfigs.id),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id),
    scuId: uuid('scu_id')
      .notNull()
      .references(() => serviceCentres.id),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => testDriveSlots.id),
    /** The slot's number in its day (1 = the earliest), and its times as booked ('10:00'). */
    slotNo: smallint('slot_no').notNull(),
    startAt: varchar('start_at', { length: 5 }).notNull(),
    endAt: varchar('end_at', { length: 5 }).notNull(),
    /** The day of the drive: midnight in India. */
    bookingDate: at('booking_date').notNull(),
    /** When it was last rescheduled. */
    rescheduleDate: at('reschedule_date'),
    remarks: text('remarks'),
    status: varchar('status', { length: 12 }).notNull().default('booked').$type<TestDriveStatus>(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    customerFname: varchar('customer_fname', { length: 100 }).notNull(),
    customerLname: varchar('customer_lname', { length: 100 }),
    customerMobileNo: varchar('customer_mobile_no', { length: 10 }).notNull(),
    vehicleModelId: uuid('vehicle_model_id').references(() => vehicleModels.id),
    workerId: uuid('worker_id').references(() => users.id),
    /** The franchise partner (scp) who booked it: their scope. */
    franchiseId: uuid('franchise_id').references(() => users.id),
    feedbackRating: smallint('feedback_rating'),
    feedbackText: text('feedback_text'),
    active: boolean('active').notNull().default(true),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('test_drives_created_idx').on(t.createdAt, t.id),
    index('test_drives_updated_idx').on(t.updatedAt, t.id),
    index('test_drives_date_idx').on(t.bookingDate, t.id),
    index('test_drives_slot_date_idx').on(t.slotId, t.bookingDate),
    index('test_drives_scu_idx').on(t.scuId),
    index('test_drives_branch_idx').on(t.branchId),
    index('test_drives_worker_idx').on(t.workerId),
    index('test_drives_franchise_idx').on(t.franchiseId),
    index('test_drives_mobile_idx').on(t.customerMobileNo),
    // The dashboards (issue 22): active drives by drive day and by creation with the status and scope columns, so a
    // year's counts (and all time's) are an index-only scan (Drizzle has no INCLUDE: they are trailing keys).
    index('test_drives_dashboard_date_idx')
      .on(t.bookingDate, t.status, t.scuId, t.branchId, t.workerId, t.franchiseId)
      .where(sql`${t.active}`),
    index('test_drives_dashboard_created_idx')
      .on(t.createdAt, t.scuId, t.branchId, t.workerId, t.franchiseId)
      .where(sql`${t.active}`),
    check('test_drives_rating_check', sql`${t.feedbackRating} IS NULL OR ${t.feedbackRating} BETWEEN 1 AND 5`),
  ],
)
