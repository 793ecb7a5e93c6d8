import { z } from 'zod'
import { tableContract } from './contract'
import { LINK_TYPES, PRIORITIES, advertisementTableQuery } from './advertisement.query'

export * from './advertisement.query'

/** The advertisement table's contract: its row, sort keys and filters (kept apart from the forms so a screen's address carries only this). */

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

export const advertisementTableContract = tableContract({
  list: '/advertisement/all',
  export: '/advertisement/export',
  row: advertisementListRow,
  query: advertisementTableQuery,
})
