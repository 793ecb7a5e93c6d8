import { sql } from 'drizzle-orm'
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import type { AdPosition, LinkType, Priority } from '../../../shared/api/advertisement.table'
import { createdAt, id, updatedAt, version } from '../../db/columns'

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
    adPosition: varchar('ad_position', { length: 10 }).$type<AdPosition>().notNull(),
    advertisementPage: varchar('advertisement_page', { length: 60 }),
    typeOfLink: varchar('type_of_link', { length: 20 }).$type<LinkType>().notNull(),
    siteLink: varchar('site_link', { length: 2000 }),
    videoLink: varchar('video_link', { length: 2000 }),
    imageUrl: varchar('image_url', { length: 2000 }),
    category: varchar('category', { length: 100 }),
    subCategory: varchar('sub_category', { length: 100 }),
    searchKey: varchar('search_key', { length: 200 }),
    priority: varchar('priority', { length: 10 }).$type<Priority>().notNull().default('normal'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    products: text('products')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    advertisementList: jsonb('advertisement_list')
      .$type<{ mediaUrl: string; siteLink?: string; category?: string }[]>()
      .notNull()
      .default([]),
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
    version: version(),
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
