import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
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
import type { CallType } from '../../shared/api/user-activity'
import type { PermissionList } from '../../shared/permissions'

const id = () => uuid('id').primaryKey().defaultRandom()
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    active: boolean('active').notNull().default(true),
    permission: jsonb('permission').$type<PermissionList>().notNull().default([]),
    ownerId: uuid('owner_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roles_name_lower_idx').on(sql`lower(${t.name})`)],
)

export const serviceCentres = pgTable('service_centres', {
  id: id(),
  title: varchar('title', { length: 200 }).notNull(),
  mobileNo: varchar('mobile_no', { length: 10 }),
  email: varchar('email', { length: 200 }),
  address: text('address'),
  longitude: doublePrecision('longitude'),
  latitude: doublePrecision('latitude'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const branches = pgTable(
  'branches',
  {
    id: id(),
    scuId: uuid('scu_id')
      .notNull()
      .references(() => serviceCentres.id),
    name: varchar('name', { length: 200 }).notNull(),
    address: text('address'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('branches_scu_idx').on(t.scuId)],
)

export const vehicleTypes = pgTable('vehicle_types', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  createdAt: createdAt(),
})

export const vehicleMakes = pgTable('vehicle_makes', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  createdAt: createdAt(),
})

export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: id(),
    makeId: uuid('make_id')
      .notNull()
      .references(() => vehicleMakes.id),
    name: varchar('name', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vehicle_models_make_name_idx').on(t.makeId, t.name)],
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

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    title: varchar('title', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    notificationType: varchar('notification_type', { length: 40 }).notNull().default('normal'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
)

export const plans = pgTable('plans', {
  id: id(),
  title: varchar('title', { length: 200 }).notNull(),
  mileage: integer('mileage').notNull(),
  days: integer('days').notNull(),
  price: doublePrecision('price').notNull(),
  discountPercent: doublePrecision('discount_percent').notNull().default(0),
  description: text('description'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const recharges = pgTable(
  'recharges',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    odometer: doublePrecision('odometer'),
    remainingMileage: doublePrecision('remaining_mileage'),
    odometerAt: doublePrecision('odometer_at'),
    isVehicleRecharged: boolean('is_vehicle_recharged').notNull().default(false),
    orderId: varchar('order_id', { length: 64 }),
    paymentRefId: varchar('payment_ref_id', { length: 64 }),
    amount: doublePrecision('amount').notNull(),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('recharges_user_idx').on(t.userId, t.createdAt)],
)

export const trips = pgTable(
  'trips',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    avgMovingSpeed: doublePrecision('avg_moving_speed'),
    avgMovingSpeedGps: doublePrecision('avg_moving_speed_gps'),
    avgSpeed: doublePrecision('avg_speed'),
    avgSpeedGps: doublePrecision('avg_speed_gps'),
    maxSpeed: doublePrecision('max_speed'),
    maxSpeedGps: doublePrecision('max_speed_gps'),
    altitudeMax: doublePrecision('altitude_max'),
    altitudeMin: doublePrecision('altitude_min'),
    maxAmpsBattery: doublePrecision('max_amps_battery'),
    maxAmpsMotors: doublePrecision('max_amps_motors'),
    wattHoursTotal: doublePrecision('watt_hours_total'),
    wattHoursRegenTotal: doublePrecision('watt_hours_regen_total'),
    distance: doublePrecision('distance'),
    distanceGps: doublePrecision('distance_gps'),
    fault: varchar('fault', { length: 100 }),
    durationSeconds: integer('duration_seconds'),
    dateTime: timestamp('date_time', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('trips_user_idx').on(t.userId, t.dateTime)],
)

/**
 * The phone contacts of a worker or scc user (their company phone's address book, spec 000 section 7,
 * POST /user/contacts). `phones` as the device reported them; the contacts call matches them by digits.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 200 }).notNull(),
    phones: text('phones')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contacts_user_name_idx').on(t.userId, t.name, t.id)],
)

/**
 * The call log of a worker's or scc user's phone, one row per call. Written by the live device socket
 * (issue 6), which may send the same calls again: the unique index makes
 * `insert … on conflict do nothing` idempotent. `number_key` (the number's last 10 digits, so +91 and a
 * leading 0 do not matter) is computed by the database; the per-contact filter uses it.
 */
export const callLogs = pgTable(
  'call_logs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 200 }),
    number: varchar('number', { length: 32 }).notNull(),
    numberKey: varchar('number_key', { length: 10 }).generatedAlwaysAs(sql`right(regexp_replace(number, '[^0-9]', '', 'g'), 10)`),
    callType: varchar('call_type', { length: 10 }).notNull().$type<CallType>(),
    duration: integer('duration').notNull().default(0),
    simDisplayName: varchar('sim_display_name', { length: 100 }),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('call_logs_user_time_idx').on(t.userId, t.timestamp.desc(), t.number),
    index('call_logs_user_number_idx').on(t.userId, t.numberKey, t.timestamp.desc()),
    check('call_logs_type_check', sql`${t.callType} in ('incoming', 'outgoing', 'missed', 'rejected')`),
    check('call_logs_duration_check', sql`${t.duration} >= 0`),
  ],
)

/** The text the CRM list's keyword matches anywhere: "fname lname", e-mail and city (see userSearchText). */
export const leadSearchText = (t: Record<'fname' | 'lname' | 'email' | 'city', AnyPgColumn>) =>
  sql`(${t.fname} || ' ' || coalesce(${t.lname}, '') || E'\\x1f' || coalesce(${t.email}, '') || E'\\x1f' || coalesce(${t.city}, ''))`

/**
 * CRM leads (issue 6): one per mobile number. `marketingType` holds lead-source keys (shared/api/crm.ts),
 * `callStatus` new_lead / existed / converted; the last call's outcome and duration come from the telephony
 * status callback.
 */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    fname: varchar('fname', { length: 100 }).notNull(),
    lname: varchar('lname', { length: 100 }),
    mobileNo: varchar('mobile_no', { length: 10 }).notNull(),
    email: varchar('email', { length: 200 }),
    city: varchar('city', { length: 100 }),
    marketingType: text('marketing_type')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    callStatus: varchar('call_status', { length: 12 }).notNull().default('new_lead').$type<'new_lead' | 'existed' | 'converted'>(),
    assignedToId: uuid('assigned_to_id').references(() => users.id),
    lastDuration: integer('last_duration'),
    lastCallOutcome: varchar('last_call_outcome', { length: 20 }),
    lastCallAt: timestamp('last_call_at', { withTimezone: true }),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('leads_mobile_idx').on(t.mobileNo),
    index('leads_created_idx').on(t.createdAt, t.id),
    index('leads_updated_idx').on(t.updatedAt, t.id),
    index('leads_fname_idx').on(t.fname, t.id),
    index('leads_assigned_idx').on(t.assignedToId),
    index('leads_search_trgm_idx').using('gin', sql`${leadSearchText(t)} gin_trgm_ops`),
    check('leads_call_status_check', sql`${t.callStatus} in ('new_lead', 'existed', 'converted')`),
  ],
)

/** Follow-ups of a lead: the executive who follows up, when, and a remark. */
export const leadFollowups = pgTable(
  'lead_followups',
  {
    id: id(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    executiveId: uuid('executive_id')
      .notNull()
      .references(() => users.id),
    followUpDate: timestamp('follow_up_date', { withTimezone: true }).notNull(),
    remark: text('remark'),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [index('lead_followups_lead_idx').on(t.leadId, t.followUpDate)],
)

/**
 * Click-to-call requests (POST /api/exotel/call/customer): who asked, which numbers, which provider and its call id,
 * and the outcome and duration its status callback reported.
 */
export const leadCalls = pgTable(
  'lead_calls',
  {
    id: id(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    requestedById: uuid('requested_by_id').references(() => users.id),
    agentNumber: varchar('agent_number', { length: 10 }).notNull(),
    customerNumber: varchar('customer_number', { length: 10 }).notNull(),
    provider: varchar('provider', { length: 10 }).notNull(),
    providerCallId: varchar('provider_call_id', { length: 100 }),
    status: varchar('status', { length: 20 }).notNull(),
    duration: integer('duration'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('lead_calls_lead_idx').on(t.leadId, t.createdAt), uniqueIndex('lead_calls_provider_idx').on(t.provider, t.providerCallId)],
)

/**
 * In-app advertisements (spec 001 section 3): what is shown, where (page, position, place), when (startAt..endAt),
 * how it links (typeOfLink with products, site link, list items or images), whether it is published and active
 * (soft delete sets active false).
 */
export const advertisements = pgTable(
  'advertisements',
  {
    id: id(),
    title: varchar('title', { length: 200 }).notNull(),
    titleMy: varchar('title_my', { length: 200 }),
    description: text('description'),
    tagline: varchar('tagline', { length: 200 }),
    adPosition: varchar('ad_position', { length: 10 }).notNull(),
    advertisementPage: varchar('advertisement_page', { length: 60 }),
    typeOfLink: varchar('type_of_link', { length: 20 }).notNull(),
    siteLink: varchar('site_link', { length: 2000 }),
    videoLink: varchar('video_link', { length: 2000 }),
    imageUrl: varchar('image_url', { length: 2000 }),
    category: varchar('category', { length: 100 }),
    subCategory: varchar('sub_category', { length: 100 }),
    searchKey: varchar('search_key', { length: 200 }),
    priority: varchar('priority', { length: 10 }).notNull().default('normal'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    products: text('products').array().notNull().default(sql`'{}'::text[]`),
    advertisementList: jsonb('advertisement_list').$type<{ mediaUrl: string; siteLink?: string; category?: string }[]>().notNull().default([]),
    locationName: varchar('location_name', { length: 300 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    city: varchar('city', { length: 100 }),
    township: varchar('township', { length: 100 }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    published: boolean('published').notNull().default(false),
    active: boolean('active').notNull().default(true),
    totalClick: integer('total_click').notNull().default(0),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('advertisements_created_idx').on(t.createdAt, t.id),
    index('advertisements_updated_idx').on(t.updatedAt, t.id),
    index('advertisements_start_idx').on(t.startAt, t.id),
    index('advertisements_title_idx').on(t.title, t.id),
    check('advertisements_position_check', sql`${t.adPosition} in ('top', 'middle', 'bottom')`),
    check('advertisements_priority_check', sql`${t.priority} in ('low', 'normal', 'high')`),
    check('advertisements_period_check', sql`${t.startAt} <= ${t.endAt}`),
  ],
)

/**
 * Riding modes (spec 001 section 3): the controller settings of one mode of the scooters. Soft deleted (active false);
 * the title is unique, case-insensitively, among the active modes (114 'Duplicate Records').
 */
export const ridingModes = pgTable(
  'riding_modes',
  {
    id: id(),
    title: varchar('title', { length: 100 }).notNull(),
    maxMotorCurrent: doublePrecision('max_motor_current').notNull(),
    maxBrakingCurrent: doublePrecision('max_braking_current').notNull(),
    maxAccelerateCurrentScale: doublePrecision('max_accelerate_current_scale').notNull(),
    maxBrakeCurrentScale: doublePrecision('max_brake_current_scale').notNull(),
    maxBatteryCurrent: doublePrecision('max_battery_current').notNull(),
    maxRegenerativeBrakingBatCurrent: doublePrecision('max_regenerative_braking_bat_current').notNull(),
    maxFwdSpeed: doublePrecision('max_fwd_speed').notNull(),
    maxRevSpeed: doublePrecision('max_rev_speed').notNull(),
    fieldWeakeningCurrent: doublePrecision('field_weakening_current').notNull(),
    maxFwdPower: doublePrecision('max_fwd_power').notNull(),
    maxRevPower: doublePrecision('max_rev_power').notNull(),
    regenBreaking: boolean('regen_breaking').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('riding_modes_title_active_idx')
      .on(sql`lower(${t.title})`)
      .where(sql`${t.active}`),
    index('riding_modes_created_idx').on(t.createdAt, t.id),
  ],
)

/** The text the enquiry keyword searches (name, e-mail, city, ticket number); its trigram index is on exactly this. */
export const enquirySearchText = (t: Record<'fname' | 'lname' | 'email' | 'city' | 'ticketNo', AnyPgColumn>) =>
  sql`(${t.fname} || ' ' || coalesce(${t.lname}, '') || E'\\x1f' || coalesce(${t.email}, '') || E'\\x1f' || coalesce(${t.city}, '') || E'\\x1f' || ${t.ticketNo})`

/**
 * Customer enquiries (spec 001 section 3): who asked (name, mobile, e-mail, city, the customer's user id when known),
 * the enquiry type and ticket number, status open or closed, the text and attached images, and how it was resolved
 * (resolver's first name, remark, images). Soft deleted (active false); the ticket number is unique.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    fname: varchar('fname', { length: 100 }).notNull(),
    lname: varchar('lname', { length: 100 }),
    mobileNo: varchar('mobile_no', { length: 10 }).notNull(),
    email: varchar('email', { length: 200 }),
    city: varchar('city', { length: 100 }),
    enquiryType: varchar('enquiry_type', { length: 100 }).notNull(),
    ticketNo: varchar('ticket_no', { length: 40 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('open').$type<'open' | 'closed'>(),
    content: text('content'),
    attachment: text('attachment').array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    userId: uuid('user_id').references(() => users.id),
    resolverFname: varchar('resolver_fname', { length: 100 }),
    resolvedRemark: text('resolved_remark'),
    resolvedAttachment: text('resolved_attachment').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('enquiries_ticket_idx').on(t.ticketNo),
    index('enquiries_created_idx').on(t.createdAt, t.id),
    index('enquiries_updated_idx').on(t.updatedAt, t.id),
    index('enquiries_fname_idx').on(t.fname, t.id),
    index('enquiries_search_trgm_idx').using('gin', sql`${enquirySearchText(t)} gin_trgm_ops`),
    check('enquiries_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
)

/**
 * Notifications sent from the Notification screen (spec 001 sections 2, 3 and 7): one row per send (create or
 * resend). Delivery writes one `notifications` row per recipient: every active customer (`audience` 'customers'), or
 * one user (`audience` 'user', `userId`). A resend points at the send it repeats (`resentFromId`).
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    id: id(),
    title: varchar('title', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    notificationType: varchar('notification_type', { length: 40 }).notNull().default('normal'),
    audience: varchar('audience', { length: 10 }).notNull().$type<'customers' | 'user'>(),
    userId: uuid('user_id').references(() => users.id),
    recipients: integer('recipients').notNull().default(0),
    resentFromId: uuid('resent_from_id').references((): AnyPgColumn => notificationSends.id),
    createdById: uuid('created_by_id').references(() => users.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('notification_sends_created_idx').on(t.createdAt, t.id)],
)
