import { z } from 'zod'
import { tableContract } from './contract'
import { rolesTableQuery } from './roles.query'

export * from './roles.query'

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

export const rolesTableContract = tableContract({
  list: '/roles/all',
  row: roleListRow,
  query: rolesTableQuery,
})
