import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { notificationListAnswer, notificationListQuery } from '../../../shared/api/user-activity'
import { notifications } from '../../db/schema'
import { envelope, ok } from '../../http'
import { unixSeconds } from '../../lib/list'
import { activityOrder, countedPage, reachableUser, recordNotFound, unixRange } from '../users/reachable'


/**
 * The notifications of one user (spec 000 section 7, GET /notification/all; the user form's
 * notifications tab): read filter, created-at range, newest first by default, page size 5 by default.
 * Needs Users + view; an scc or worker user reaches only users of their centre (404/123 otherwise).
 */
export async function notificationsModule(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.get(
    '/notification/all',
    {
      schema: {
        tags: ['users'],
        summary: "A user's notifications: read filter, createdAt range (Unix seconds), page (zero based), pageSize 1–100 (5)",
        description: "sortOrder 'false' (default) is newest first. `page` in the answer is the number of pages.",
        querystring: notificationListQuery,
        response: { 200: envelope.merge(notificationListAnswer) },
      },
      // A tab of the user form, which view, visibility and edit open.
      config: { access: { screen: 'Users', button: ['view', 'visibility', 'edit'] } },
    },
    async (request, reply) => {
      const q = request.query
      const user = await reachableUser(db, request.auth!, q.userId)
      if (!user) return recordNotFound(reply)
      const where = and(
        eq(notifications.userId, user.id),
        q.read === undefined ? undefined : eq(notifications.read, q.read),
        ...unixRange(notifications.createdAt, q.startDate, q.endDate),
      )
      const order = activityOrder(q.sortOrder)
      const { rows, pages, filterRecords } = await countedPage(db, notifications, where, q, (limit, offset) =>
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(order(notifications.createdAt), order(notifications.id))
          .limit(limit)
          .offset(offset),
      )
      return ok(reply, {
        result: rows.map((r) => ({
          _id: r.id,
          title: r.title,
          notificationType: r.notificationType,
          body: r.body,
          subject: r.subject,
          read: r.read,
          createdAt: unixSeconds(r.createdAt)!,
        })),
        page: pages,
        filterRecords,
      })
    },
  )
}
