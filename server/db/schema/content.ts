import { sql } from 'drizzle-orm'
import { type AnyPgColumn, boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt } from './columns'
import { users } from './core'

/** The spec 001 modules: advertisements, riding modes, enquiries and sent notifications. */

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
