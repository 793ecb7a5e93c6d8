import { LINK_TYPES, PRIORITIES } from '@shared/api/advertisement'
import { booleanParam, enumParam, tableSearchSchema } from '@/components/data-table/search-schema'
import { z } from 'zod'

/** The fields the advertisement list can sort by (the server's list). */
export const ADVERTISEMENT_SORT_FIELDS = ['createdAt', 'updatedAt', 'title', 'startAt', 'endAt', 'priority', 'totalClick'] as const

const secondsParam = z.coerce.number().int().min(0).max(32503680000).optional().catch(undefined)

/** The advertisement screen's URL: paging, sorting, keyword and the filters. Zod only, no React. */
export const advertisementSearchSchema = tableSearchSchema({
  sortFields: ADVERTISEMENT_SORT_FIELDS,
  filters: { active: booleanParam, published: booleanParam, type: enumParam(LINK_TYPES), priority: enumParam(PRIORITIES), startAt: secondsParam, endAt: secondsParam },
})
