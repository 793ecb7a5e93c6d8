import { DEFAULT_DURATION_SECONDS, type AdvertisementDetails, type AdvertisementFields } from '../../../shared/api/advertisement'
import { unixSeconds } from '../../lib/list'
import type { advertisements } from './schema'

export type AdRow = typeof advertisements.$inferSelect
type AdColumns = Omit<typeof advertisements.$inferInsert, 'id' | 'createdAt' | 'createdById' | 'totalClick'>

/**
 * The ad's period (spec 001 section 3). A new ad without a start starts now and without an end ends 7 days after its
 * start; an edited one keeps its stored start or end when the form leaves them out.
 */
export function periodOf(f: AdvertisementFields, before: AdRow | null, nowSeconds: number): { startAt: Date; endAt: Date } {
  if (before) {
    return {
      startAt: f.startAt === undefined ? before.startAt : new Date(f.startAt * 1000),
      endAt: f.endAt === undefined ? before.endAt : new Date(f.endAt * 1000),
    }
  }
  const start = f.startAt ?? nowSeconds
  const end = f.endAt ?? Math.max(start, nowSeconds) + DEFAULT_DURATION_SECONDS
  return { startAt: new Date(start * 1000), endAt: new Date(end * 1000) }
}

/** The columns the form writes (`before`: the stored ad of an update). */
export function columnsOf(f: AdvertisementFields, before: AdRow | null, nowSeconds: number): AdColumns {
  const hasPoint = f.latitude !== undefined && f.longitude !== undefined
  return {
    title: f.title!,
    titleMy: f.i18n?.my_MM?.title ?? null,
    description: f.description ?? null,
    tagline: f.tagline ?? null,
    adPosition: f.adPosition!,
    advertisementPage: f.advertisementPage ?? null,
    typeOfLink: f.typeOfLink!,
    siteLink: f.siteLink ?? null,
    videoLink: f.videoLink ?? null,
    imageUrl: f.imageUrl ?? null,
    category: f.category ?? null,
    subCategory: f.subCategory ?? null,
    searchKey: f.searchKey ?? null,
    priority: f.priority,
    images: [...new Set(f.images)],
    products: [...new Set(f.products)],
    advertisementList: f.advertisementList.map((i) => ({
      mediaUrl: i.mediaUrl,
      ...(i.siteLink ? { siteLink: i.siteLink } : {}),
      ...(i.category ? { category: i.category } : {}),
    })),
    locationName: f.locationName ?? null,
    latitude: hasPoint ? f.latitude! : null,
    longitude: hasPoint ? f.longitude! : null,
    city: f.city ?? null,
    township: f.township ?? null,
    ...periodOf(f, before, nowSeconds),
    published: f.published,
    active: f.active,
  }
}

/**
 * The ad's media as a file claim: every address its fields hold, public (served without a session for the rider app)
 * while the ad is published and active.
 */
export const mediaOf = (f: AdvertisementFields) => ({
  urls: [f.imageUrl, f.videoLink, ...f.images, ...f.advertisementList.map((i) => i.mediaUrl)],
  public: f.published && f.active,
})

/** POST /advertisement/details' `adv`: every field, the place as a GeoJSON-like point [lat, lng]. */
export function detailsOf(r: AdRow): AdvertisementDetails {
  return {
    _id: r.id,
    title: r.title,
    description: r.description,
    tagline: r.tagline,
    adPosition: r.adPosition as AdvertisementDetails['adPosition'],
    advertisementPage: r.advertisementPage,
    typeOfLink: r.typeOfLink as AdvertisementDetails['typeOfLink'],
    siteLink: r.siteLink,
    videoLink: r.videoLink,
    imageUrl: r.imageUrl,
    category: r.category,
    subCategory: r.subCategory,
    searchKey: r.searchKey,
    priority: r.priority as AdvertisementDetails['priority'],
    images: r.images,
    products: r.products,
    advertisementList: r.advertisementList,
    location: r.latitude !== null && r.longitude !== null ? { type: 'Point', coordinates: [r.latitude, r.longitude] } : null,
    locationName: r.locationName,
    city: r.city,
    township: r.township,
    startAt: unixSeconds(r.startAt)!,
    endAt: unixSeconds(r.endAt)!,
    i18n: { my_MM: { title: r.titleMy } },
    published: r.published,
    active: r.active,
    totalClick: r.totalClick,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }
}
