import { sql } from 'drizzle-orm'
import { colourTableContract, type ColourRow } from '../../../shared/api/colours'
import { colours } from './schema'
import { defineList, unixSeconds } from '../../lib/list'

/** The columns of a colour row as the table, the export and the view call give them. */
export const colourSelect = {
  id: colours.id,
  name: colours.name,
  code: colours.code,
  active: colours.active,
  createdAt: colours.createdAt,
  updatedAt: colours.updatedAt,
}

type Stored = Pick<typeof colours.$inferSelect, 'id' | 'name' | 'code' | 'active' | 'createdAt' | 'updatedAt'>

export function colourRowOf(r: Stored): ColourRow {
  return {
    _id: r.id,
    name: r.name,
    code: r.code,
    active: r.active,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }
}

/**
 * The colours table (POST /colours/all): the keyword finds the name or the code; filters: active, startDate/endDate
 * (created); sort: createdAt (default, newest first), updatedAt, name, code.
 */
export const colourList = defineList({
  contract: colourTableContract,
  entity: 'colour',
  table: colours,
  id: colours.id,
  select: colourSelect,
  toRow: colourRowOf,
  search: sql`${colours.name} || ' ' || ${colours.code}`,
  sort: { createdAt: colours.createdAt, updatedAt: colours.updatedAt, name: colours.name, code: colours.code },
  generic: { active: colours.active, dates: colours.createdAt },
})
