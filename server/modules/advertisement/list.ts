import { eq, sql } from 'drizzle-orm'
import { type AdvertisementListRow, advertisementTableContract } from '../../../shared/api/advertisement'
import { advertisements } from './schema'
import { defineList, unixSeconds } from '../../lib/list'
import { containsText } from '../../lib/list-query'

/**
 * The advertisement table (POST /advertisement/all):
 * - keyword: title, category, page, place or city contain it;
 * - generic filters: active, type (typeOfLink; 'all' means any), startDate/endDate (created), startAt/endAt (the
 *   ad's period overlaps the range); own filters: priority, published;
 * - sort: createdAt (default, newest first), updatedAt, title, startAt, endAt, priority, totalClick.
 */
export const advertisementList = defineList({
  contract: advertisementTableContract,
  entity: 'advertisement',
  table: advertisements,
  id: advertisements.id,
  select: {
    id: advertisements.id,
    title: advertisements.title,
    typeOfLink: advertisements.typeOfLink,
    adPosition: advertisements.adPosition,
    advertisementPage: advertisements.advertisementPage,
    priority: advertisements.priority,
    category: advertisements.category,
    locationName: advertisements.locationName,
    city: advertisements.city,
    startAt: advertisements.startAt,
    endAt: advertisements.endAt,
    published: advertisements.published,
    active: advertisements.active,
    totalClick: advertisements.totalClick,
    createdAt: advertisements.createdAt,
    updatedAt: advertisements.updatedAt,
  },
  toRow: (r): AdvertisementListRow => ({
    _id: r.id,
    title: r.title,
    typeOfLink: r.typeOfLink,
    adPosition: r.adPosition,
    advertisementPage: r.advertisementPage,
    priority: r.priority,
    category: r.category,
    locationName: r.locationName,
    city: r.city,
    startAt: unixSeconds(r.startAt)!,
    endAt: unixSeconds(r.endAt)!,
    published: r.published,
    active: r.active,
    totalClick: r.totalClick,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }),
  search: (keyword) =>
    containsText(
      sql`(${advertisements.title} || ' ' || coalesce(${advertisements.category}, '') || ' ' || coalesce(${advertisements.advertisementPage}, '') || ' ' || coalesce(${advertisements.locationName}, '') || ' ' || coalesce(${advertisements.city}, ''))`,
      keyword,
    ),
  sort: {
    createdAt: advertisements.createdAt,
    updatedAt: advertisements.updatedAt,
    title: advertisements.title,
    startAt: advertisements.startAt,
    endAt: advertisements.endAt,
    priority: advertisements.priority,
    totalClick: advertisements.totalClick,
  },
  generic: {
    active: advertisements.active,
    type: advertisements.typeOfLink,
    dates: advertisements.createdAt,
    at: { start: advertisements.startAt, end: advertisements.endAt },
  },
  filters: {
    priority: (v) => eq(advertisements.priority, v),
    published: (v) => eq(advertisements.published, v),
  },
})
