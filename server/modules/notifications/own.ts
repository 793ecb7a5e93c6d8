import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  OWN_NOTIFICATION_PATHS,
  ownNotificationListAnswer,
  ownNotificationListQuery,
  ownNotificationReadAnswer,
  ownNotificationReadBody,
} from '../../../shared/api/own-notifications'
import { notifications } from '../../db/schema/activity'
import type { Tx } from '../../audit/transact'
import { envelope, ok } from '../../http'
import { unixSeconds } from '../../lib/list'
import { pushNotificationCount } from '../../realtime/notifications'

const tags = ['notifications']

/** The user's unread notifications, now (inside the marking transaction). */
async function unreadOf(db: Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
  return Number(row?.n ?? 0)
}

/**
 * The top bar's bell (issue 15): the signed-in user's own notifications. Like GET /islogin and the own password
 * change, these are `access: 'signedIn'` (no screen permission): the user is the session's, never a field of the
 * request, so nobody reads or marks another user's notifications through them.
 */
export function ownNotificationRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.get(
    OWN_NOTIFICATION_PATHS.list,
    {
      schema: {
        tags,
        summary: "The signed-in user's own notifications, newest first: page (zero based), pageSize 1–50 (20)",
        description: '`filterRecords`: how many notifications the user has; `notificationCount`: how many of them are unread.',
        querystring: ownNotificationListQuery,
        response: { 200: envelope.merge(ownNotificationListAnswer) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      const me = request.auth!.user.id
      const { page, pageSize } = request.query
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, me))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(pageSize)
        .offset(page * pageSize)
      const [counts] = await db
        .select({ all: count(), unread: sql<number>`count(*) filter (where ${notifications.read} = false)` })
        .from(notifications)
        .where(eq(notifications.userId, me))
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
        filterRecords: Number(counts?.all ?? 0),
        notificationCount: Number(counts?.unread ?? 0),
      })
    },
  )

  app.post(
    OWN_NOTIFICATION_PATHS.read,
    {
      schema: {
        tags,
        summary: 'Marks some of the signed-in user’s own notifications read (1–50 ids); answers the new unread count',
        description:
          'Ids of another user’s notifications, unknown ids and notifications already read are left alone (`updated` ' +
          'counts the ones marked now). The change and its audit row commit together; the new count is then pushed to ' +
          'the user’s sockets (`notification-count`).',
        body: ownNotificationReadBody,
        response: { 200: envelope.merge(ownNotificationReadAnswer) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      const me = request.auth!.user.id
      const ids = [...new Set(request.body.ids)]
      const answer = await fastify.transact(request, async (tx, audit, afterCommit) => {
        const marked = await tx
          .update(notifications)
          .set({ read: true, updatedAt: fastify.deps.clock.now() })
          .where(and(eq(notifications.userId, me), inArray(notifications.id, ids), eq(notifications.read, false)))
          .returning({ id: notifications.id })
        if (marked.length > 0) {
          await audit({
            action: 'notification.read',
            entity: 'notification',
            recordId: marked.length === 1 ? marked[0]!.id : null,
            changes: { read: true, notifications: marked.map((m) => m.id) },
            comment: `${marked.length} own notification(s) marked read`,
          })
          afterCommit(() => pushNotificationCount(fastify, [me]))
        }
        return { updated: marked.length, notificationCount: await unreadOf(tx, me) }
      })
      return ok(reply, answer)
    },
  )
}
