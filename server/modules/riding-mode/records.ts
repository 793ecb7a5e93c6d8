import { and, eq, ne, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { RIDING_MODE_TAX, ridingModeRecordContract } from '../../../shared/api/riding-mode'
import { ridingModes } from './schema'
import { registerRecordRoutes } from '../../lib/records'
import { ridingModeRowOf } from './list'

/**
 * The riding-mode calls (permission RidingMode): view with the tax object (view), add (add), update (edit), soft delete
 * (delete). Titles are unique, case-insensitively, among the active modes: a second one answers 114 'Duplicate Records'.
 */
export function ridingModeRecordRoutes(fastify: FastifyInstance): void {
  registerRecordRoutes(fastify, {
    contract: ridingModeRecordContract,
    screen: 'RidingMode',
    entity: 'ridingMode',
    what: 'riding mode',
    tags: ['riding-mode'],
    table: ridingModes,
    id: ridingModes.id,
    active: ridingModes.active,
    details: (row: typeof ridingModes.$inferSelect) => ({ result: ridingModeRowOf(row), tax: { ...RIDING_MODE_TAX } }),
    columns: (form) => ({ ...form }),
    createColumns: ({ auth }) => ({ createdById: auth.user.id }),
    duplicate: (form, except) => {
      if (!form.active) return undefined
      const same = and(eq(sql`lower(${ridingModes.title})`, form.title.toLowerCase()), eq(ridingModes.active, true))
      return except ? and(same, ne(ridingModes.id, except)) : same
    },
    comment: { created: (form) => `riding mode ${form.title} created`, deleted: (row) => `riding mode ${row.title} deleted` },
  })
}
