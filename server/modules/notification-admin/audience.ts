import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { NOTIFICATION_PATHS, notificationAudienceAnswer } from '../../../shared/api/notification-admin'
import { envelope, ok } from '../../http'
import { rowsOf } from '../../lib/list-count'
import { ACTIVE_CUSTOMERS } from './deliver'

/**
 * GET /notification/audience (Notification + add, as create): how many users a send without a recipient would reach
 * now, counted by the same condition the delivery uses, so the Create dialog and its confirmation name the real number.
 */
export function notificationAudienceRoute(fastify: FastifyInstance): void {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    NOTIFICATION_PATHS.audience,
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many users a notification without userId goes to (every active customer)',
        response: { 200: envelope.merge(notificationAudienceAnswer) },
      },
      config: { access: { screen: 'Notification', button: 'add' } },
    },
    async (_request, reply) => {
      const res = await fastify.db.execute(sql`SELECT count(*)::int AS n FROM users u WHERE ${ACTIVE_CUSTOMERS}`)
      return ok(reply, { customers: Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0) })
    },
  )
}
