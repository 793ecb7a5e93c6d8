import { z } from 'zod'
import { filters, tableContract } from './contract'

/** A colour as the table, the export and the details answer give it (timestamps in Unix seconds). */
export const colourRow = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  active: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})

export type ColourRow = z.infer<typeof colourRow>

/** The colours table: list, export, sort keys and the active filter. */
export const colourTableContract = tableContract({
  list: '/colours/all',
  export: '/colours/export',
  row: colourRow,
  sort: ['createdAt', 'updatedAt', 'name', 'code'],
  defaultSort: 'createdAt',
  filters: { active: filters.active() },
})
