import { and, eq, ne, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { colourRecordContract } from '../../../shared/api/colours'
import { colours } from './schema'
import { registerRecordRoutes } from '../../lib/records'
import { colourRowOf } from './list'

/**
 * The colour calls (permission Options): view, add, update, soft delete and restore. Names are unique,
 * case-insensitively, among the active colours: a second one answers 114 'Duplicate Records'.
 */
export function colourRecordRoutes(fastify: FastifyInstance): void {
  registerRecordRoutes(fastify, {
    contract: colourRecordContract,
    screen: 'Options',
    entity: 'colour',
    what: 'colour',
    tags: ['colours'],
    table: colours,
    id: colours.id,
    active: colours.active,
    details: (row: typeof colours.$inferSelect) => ({ result: colourRowOf(row) }),
    columns: (form) => ({ ...form }),
    createColumns: ({ auth }) => ({ createdById: auth.user.id }),
    duplicate: (form, except) => {
      if (!form.active) return undefined
      const same = and(eq(sql`lower(${colours.name})`, form.name.toLowerCase()), eq(colours.active, true))
      return except ? and(same, ne(colours.id, except)) : same
    },
    comment: { created: (form) => `colour ${form.name} created`, deleted: (row) => `colour ${row.name} deleted` },
  })
}
