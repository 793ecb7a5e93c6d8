import { z } from 'zod'
import { filters, tableContract } from './contract'

/** The roles table's contract: its row, sort keys and filters (kept apart from the forms so a screen's address carries only this). */
export const owner = z.object({ fname: z.string(), email: z.string().nullable() }).nullable()

/** A row of POST /roles/all. */
export const roleListRow = z.object({
  _id: z.string(),
  name: z.string(),
  active: z.boolean(),
  owner,
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})

export type RoleListRow = z.infer<typeof roleListRow>

/** The roles table (spec 000 section 2): name, active, owner, dates; the active filter. */
export const rolesTableContract = tableContract({
  list: '/roles/all',
  row: roleListRow,
  sort: ['name', 'createdAt', 'updatedAt'],
  defaultSort: 'createdAt',
  filters: { active: filters.active() },
})
