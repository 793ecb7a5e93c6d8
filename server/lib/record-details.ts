import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { registerRecordRoutes, type RecordRoutes } from './records'

/**
 * The details call alone (POST or GET, as the contract says), for a module whose writes are routes of its own (a
 * notification send that delivers to many and answers how many): see RecordRoutes.
 */
export function registerRecordDetails<TRow extends Record<string, unknown>, TDetails extends z.ZodType>(
  fastify: FastifyInstance,
  d: Pick<
    RecordRoutes<TRow, z.ZodType, TDetails>,
    'contract' | 'screen' | 'detailsButtons' | 'entity' | 'what' | 'idMessage' | 'tags' | 'table' | 'id' | 'scope' | 'details'
  >,
): void {
  const { id, details, form } = d.contract
  registerRecordRoutes(fastify, { ...d, contract: { id, details, form }, columns: () => ({}), comment: { created: () => '' } })
}
