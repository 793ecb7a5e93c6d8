import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import type { PermissionList } from '../../../shared/permissions'
import { createdAt, id, updatedAt, version } from '../columns'

/** The console's own tables: roles, service centres and branches, vehicle catalogue, users, sessions and sign-in codes, the outbox and the audit log. */

export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    active: boolean('active').notNull().default(true),
    permission: jsonb('permission').$type<PermissionList>().notNull().default([]),
    ownerId: uuid('owner_id'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roles_name_lower_idx').on(sql`lower(${t.name})`)],
)

/**
 * Service centres (spec 000 section 3, spec 002 section 3; the Service Center screen, issue 18). The location is kept as
 * two numbers (longitude, latitude: the spec's order). Two active centres never share a title, whatever its case: the
 * partial unique index decides between two saves at once (114), not a read before the write.
 */
export const serviceCentres = pgTable(
  'service_centres',
  {
    id: id(),
    title: varchar('title', { length: 200 }).notNull(),
    mobileNo: varchar('mobile_no', { length: 10 }),
    email: varchar('email', { length: 200 }),
    address: text('address'),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 100 }),
    pin: varchar('pin', { length: 6 }),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    active: boolean('active').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('service_centres_title_active_idx')
      .on(sql`lower(${t.title})`)
      .where(sql`${t.active}`),
    index('service_centres_created_idx').on(t.createdAt, t.id),
    index('service_centres_updated_idx').on(t.updatedAt, t.id),
    index('service_centres_title_idx').on(t.title, t.id),
  ],
)

export const branches = pgTable(
  'branches',
  {
    id: id(),
    scuId: uuid('scu_id')
      .notNull()
      .references(() => serviceCentres.id),
    name: varchar('name', { length: 200 }).notNull(),
    address: text('address'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('branches_scu_idx').on(t.scuId)],
)

export interface BatteryDetails {
  batteryId?: string
  bluetoothId?: string
  manufacturedDate?: number
  purchasedDate?: number
}

type SearchColumns = Record<'fname' | 'lname' | 'vehicleNo' | 'email', AnyPgColumn>

/**
 * The text the users list's keyword matches anywhere (ILIKE '%…%'): "fname lname", vehicle number and
 * e-mail, separated by U+001F (which a keyword cannot contain) so a match never spans two fields except
 * the full name. The trigram index users_search_trgm_idx is built on exactly this expression; a query
 * must use it unchanged for the planner to pick the index. Mobile numbers are matched by prefix on
 * users_mobile_idx instead: ten digits from a handful of leading ones make trigrams that nearly every
 * row shares, so they are costly in a trigram index and no help in finding anyone.
 */
export const userSearchText = (t: SearchColumns) =>
  sql`(${t.fname} || ' ' || coalesce(${t.lname}, '') || E'\\x1f' || coalesce(${t.vehicleNo}, '') || E'\\x1f' || coalesce(${t.email}, ''))`

export const users = pgTable(
  'users',
  {
    id: id(),
    userType: varchar('user_type', { length: 10 }).notNull().$type<'admin' | 'user' | 'scp' | 'scc' | 'worker'>(),
    active: boolean('active').notNull().default(true),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    roleId: uuid('role_id').references(() => roles.id),
    fname: varchar('fname', { length: 100 }).notNull(),
    lname: varchar('lname', { length: 100 }),
    mobileNo: varchar('mobile_no', { length: 10 }).notNull(),
    email: varchar('email', { length: 200 }),
    emailVerified: boolean('email_verified').notNull().default(true),
    dob: timestamp('dob', { withTimezone: true }),
    gender: varchar('gender', { length: 10 }),
    fragmentedAddress: text('fragmented_address'),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 100 }),
    country: varchar('country', { length: 100 }),
    pin: varchar('pin', { length: 6 }),
    landmark: varchar('landmark', { length: 200 }),
    status: varchar('status', { length: 10 }).$type<'approved' | 'pending' | 'rejected'>(),
    passwordHash: text('password_hash'),
    passwordAttempt: integer('password_attempt').notNull().default(0),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    profileImage: text('profile_image'),
    bluetoothId: varchar('bluetooth_id', { length: 64 }),
    passcode: varchar('passcode', { length: 32 }),
    odometer: doublePrecision('odometer'),
    vehicleNo: varchar('vehicle_no', { length: 20 }),
    vehicleType: varchar('vehicle_type', { length: 100 }),
    vehicleMake: varchar('vehicle_make', { length: 100 }),
    vehicleModel: varchar('vehicle_model', { length: 100 }),
    batteryDetails: jsonb('battery_details').$type<BatteryDetails>(),
    licence: text('licence'),
    insurance: text('insurance'),
    rc: text('rc'),
    departments: jsonb('departments').$type<string[]>(),
    scuId: uuid('scu_id').references(() => serviceCentres.id),
    branchId: uuid('branch_id').references(() => branches.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_mobile_idx').on(t.mobileNo),
    // The users list's sortable columns, each with the id as tie-breaker: a page (even a deep one) and
    // the export's keyset cursor ((column, id) < (…)) read the index in order instead of sorting the table.
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_updated_idx').on(t.updatedAt, t.id),
    index('users_fname_idx').on(t.fname, t.id),
    index('users_lname_idx').on(t.lname, t.id),
    index('users_vehicle_no_idx').on(t.vehicleNo, t.id),
    index('users_odometer_idx').on(t.odometer, t.id),
    index('users_type_idx').on(t.userType, t.id),
    // Keyword search: ILIKE '%…%' over the search text, served by trigrams (pg_trgm folds case itself).
    index('users_search_trgm_idx').using('gin', sql`${userSearchText(t)} gin_trgm_ops`),
    index('users_scu_idx').on(t.scuId),
    // Only staff of a centre have a branch: a partial index stays small.
    index('users_branch_idx')
      .on(t.branchId)
      .where(sql`${t.branchId} IS NOT NULL`),
    index('users_role_idx').on(t.roleId),
  ],
)

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so a copy of
 * this table cannot be replayed. stage 'otp' is the sign-in attempt waiting for its one-time code.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    stage: varchar('stage', { length: 8 }).notNull().$type<'otp' | 'active'>(),
    otpHash: varchar('otp_hash', { length: 64 }),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/** Every one-time code sent, for the resend throttle (one per 5 s, five resends per 15 min). */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 8 }).notNull().$type<'login' | 'resend'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('otp_sends_user_idx').on(t.userId, t.createdAt)],
)

/** Forgot-password link tokens: stored as SHA-256, single use, one hour. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/** Messages kept by the local SMS and mail senders. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: varchar('channel', { length: 8 }).notNull().$type<'sms' | 'mail'>(),
    to: varchar('to', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 300 }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
)

/** The audit log: who, when, which record, what changed, and how the action was started. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id'),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 60 }).notNull(),
    recordId: varchar('record_id', { length: 64 }),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    comment: text('comment'),
    source: varchar('source', { length: 10 }).notNull().$type<'pointer' | 'hotkey' | 'palette' | 'system'>(),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('audit_record_idx').on(t.entity, t.recordId, t.at), index('audit_at_idx').on(t.at)],
)
