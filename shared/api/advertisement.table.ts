import { z } from 'zod'
import { booleanParam, filters, tableContract } from './contract'

/** The advertisement table's contract: its row, sort keys and filters (kept apart from the forms so a screen's address carries only this). */
/** Link types: dialog, video and banner are offered by the form; the table also knows the others (spec 001 section 3). */
export const LINK_TYPES = ['dialog', 'video', 'banner', 'internal', 'external', 'product', 'newArrival', 'promotion'] as const

export type LinkType = (typeof LINK_TYPES)[number]

export const PRIORITIES = ['low', 'normal', 'high'] as const

export type Priority = (typeof PRIORITIES)[number]

export const AD_POSITIONS = ['top', 'middle', 'bottom'] as const
export type AdPosition = (typeof AD_POSITIONS)[number]

/** A row of POST /advertisement/all (times in Unix seconds). */
export const advertisementListRow = z.object({
  _id: z.string(),
  title: z.string(),
  typeOfLink: z.enum(LINK_TYPES),
  adPosition: z.enum(AD_POSITIONS),
  advertisementPage: z.string().nullable(),
  priority: z.enum(PRIORITIES),
  category: z.string().nullable(),
  locationName: z.string().nullable(),
  city: z.string().nullable(),
  startAt: z.number(),
  endAt: z.number(),
  published: z.boolean(),
  active: z.boolean(),
  totalClick: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
})

export type AdvertisementListRow = z.infer<typeof advertisementListRow>

/**
 * The advertisement table (spec 001 section 2): active, published, link type, priority and the period (startAt /
 * endAt: ads whose period overlaps the range).
 */
export const advertisementTableContract = tableContract({
  list: '/advertisement/all',
  export: '/advertisement/export',
  row: advertisementListRow,
  sort: ['createdAt', 'updatedAt', 'title', 'startAt', 'endAt', 'priority', 'totalClick'],
  defaultSort: 'createdAt',
  filters: {
    active: filters.active(),
    published: { body: z.boolean({ error: 'published must be true or false' }), url: booleanParam },
    type: filters.type(LINK_TYPES),
    priority: filters.oneOf(PRIORITIES, `priority must be one of ${PRIORITIES.join(', ')}`),
    startAt: filters.startAt(),
    endAt: filters.endAt(),
  },
})
