import { filters, tableQuery } from './contract'

/**
 * What the advertisement table's address holds: its sort keys and filters, and the values they name. The route file imports
 * only this, so the first page carries no row schema; the row and the contract are in ./advertisement.table.ts.
 */

/** Link types: dialog, video and banner are offered by the form; the table also knows the others (spec 001 section 3). */
export const LINK_TYPES = ['dialog', 'video', 'banner', 'internal', 'external', 'product', 'newArrival', 'promotion'] as const

export type LinkType = (typeof LINK_TYPES)[number]

export const PRIORITIES = ['low', 'normal', 'high'] as const

export type Priority = (typeof PRIORITIES)[number]

/**
 * The advertisement table (spec 001 section 2): active, published, link type, priority and the period (startAt /
 * endAt: ads whose period overlaps the range).
 */
export const advertisementTableQuery = tableQuery({
  sort: ['createdAt', 'updatedAt', 'title', 'startAt', 'endAt', 'priority', 'totalClick'],
  defaultSort: 'createdAt',
  filters: {
    active: filters.active(),
    published: filters.boolean('published must be true or false'),
    type: filters.type(LINK_TYPES),
    priority: filters.oneOf(PRIORITIES, `priority must be one of ${PRIORITIES.join(', ')}`),
    startAt: filters.startAt(),
    endAt: filters.endAt(),
  },
})
