import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  NOTIFICATION_MESSAGES as NM,
  NOTIFICATION_TYPES,
  notificationCreateBody,
  notificationDetails,
  notificationDetailsQuery,
  notificationResendBody,
  notificationSentAnswer,
  notificationTypesAnswer,
  userNotificationBody,
} from '../../../shared/api/notification-admin'
import { MESSAGES, RC } from '../../../shared/response-codes'
import { notificationSends, users } from '../../db/schema'
import { answer, envelope, ok } from '../../http'
import { rowsOf } from '../../lib/list-count'
import { pushNotificationCount } from '../../realtime/notifications'
import { reachableUser } from '../users/reachable'

const tags = ['notifications']

interface Send {
  title: string
  subject: string | null
  body: string
  notificationType: string
  userId: string | null
  resentFromId: string | null
}

/**
 * The notification calls (Notification permission): types and details (view), create and resend (add); and the
 * Users screen's send to one customer (Users + notification).
 * Delivery: one `notifications` row per recipient in one INSERT … SELECT (every active customer, or the one user the
 * send names), inside the transaction that writes the send; then the recipients' unread counts are pushed to those of
 * them that are connected (server/realtime/notifications.ts).
 */
export async function notificationRecordRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  const { clock } = fastify.deps

  /** Writes the send and its per-recipient rows; answers the send's id and its recipients. */
  async function deliver(send: Send, actorId: string): Promise<{ id: string; userIds: string[] }> {
    const now = clock.now()
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(notificationSends)
        .values({ ...send, audience: send.userId ? 'user' : 'customers', createdById: actorId, createdAt: now, updatedAt: now })
        .returning({ id: notificationSends.id })
      const who = send.userId ? sql`u.id = ${send.userId}` : sql`u.user_type = 'user' AND u.active`
      const res = await tx.execute(sql`
        INSERT INTO notifications (user_id, title, subject, body, notification_type, read, created_at, updated_at)
        SELECT u.id, ${send.title}, ${send.subject}, ${send.body}, ${send.notificationType}, false, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        FROM users u WHERE ${who}
        RETURNING user_id`)
      const userIds = rowsOf<{ user_id: string }>(res).map((r) => r.user_id)
      await tx.update(notificationSends).set({ recipients: userIds.length }).where(eq(notificationSends.id, row!.id))
      return { id: row!.id, userIds }
    })
  }

  /** Pushes the new counts to the recipients that are signed in (any node); never throws. */
  async function push(userIds: string[]): Promise<void> {
    if (userIds.length === 0 || !fastify.io) return
    let targets = userIds
    if (userIds.length > 1) {
      try {
        const connected = new Set<string>()
        for (const s of await fastify.io.fetchSockets()) for (const room of s.rooms) if (room.startsWith('user:')) connected.add(room.slice(5))
        targets = userIds.filter((id) => connected.has(id))
      } catch (err) {
        fastify.log.warn({ err }, 'listing connected sockets for a notification push; pushing to every recipient')
      }
    }
    await pushNotificationCount(fastify, targets)
  }

  app.get(
    '/notification/types',
    {
      schema: { tags, summary: 'The notification types (items each with name); normal is the default', response: { 200: envelope.merge(notificationTypesAnswer) } },
      config: { access: { screen: 'Notification', button: 'query' } },
    },
    async (_request, reply) => ok(reply, { result: NOTIFICATION_TYPES.map((name) => ({ name })) }),
  )

  app.get(
    '/notification/details',
    {
      schema: {
        tags,
        summary: 'One sent notification: title, body, notificationType',
        querystring: notificationDetailsQuery,
        response: { 200: envelope.extend({ result: notificationDetails }) },
      },
      config: { access: { screen: 'Notification', button: 'view' } },
    },
    async (request, reply) => {
      const [row] = await db.select().from(notificationSends).where(eq(notificationSends.id, request.query.recordId))
      if (!row) return answer(reply, RC.NOT_FOUND, MESSAGES.NOT_FOUND)
      return ok(reply, { result: { _id: row.id, title: row.title, body: row.body, notificationType: row.notificationType } })
    },
  )

  app.post(
    '/notification/create',
    {
      schema: {
        tags,
        summary: 'Send a notification: to one user (userId) or, without userId, to every active customer',
        description: 'Writes one notification per recipient (their notifications tab) and pushes their unread count.',
        body: notificationCreateBody,
        response: { 200: envelope.merge(notificationSentAnswer) },
      },
      config: { access: { screen: 'Notification', button: 'add' } },
    },
    async (request, reply) => {
      const { title, body, notificationType, subject, userId } = request.body
      if (userId) {
        const [u] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.active, true)))
        if (!u) return answer(reply, RC.BAD_INPUT, NM.userNotFound)
      }
      const send: Send = { title, body, notificationType, subject: subject || null, userId: userId ?? null, resentFromId: null }
      const { id, userIds } = await deliver(send, request.auth!.user.id)
      await fastify.audit(request, {
        action: 'create',
        entity: 'notification',
        recordId: id,
        changes: { title, notificationType, ...(subject ? { subject } : {}), audience: userId ? 'user' : 'customers', userId: userId ?? null, recipients: userIds.length },
        comment: `notification '${title}' sent to ${userIds.length} user(s)`,
      })
      await push(userIds)
      return ok(reply, { recordId: id, recipients: userIds.length }, NM.sent)
    },
  )

  app.post(
    '/user/notification',
    {
      schema: {
        tags,
        summary: 'Send a notification to one customer, from the Users screen (its notification button)',
        description:
          'The recipient must be an active customer (userType user) the signed-in user may reach; otherwise 110 ' +
          "'Please select a customer' (another type) or 123 (unknown, deleted or out of scope). Nothing is written then.",
        body: userNotificationBody,
        response: { 200: envelope.merge(notificationSentAnswer) },
      },
      config: { access: { screen: 'Users', button: 'notification' } },
    },
    async (request, reply) => {
      const { title, body, notificationType, subject, userId } = request.body
      const target = await reachableUser(db, request.auth!, userId)
      if (!target || !target.active) return answer(reply, RC.NOT_FOUND, MESSAGES.NOT_FOUND)
      if (target.userType !== 'user') return answer(reply, RC.BAD_INPUT, NM.customerOnly)
      const send: Send = { title, body, notificationType, subject: subject || null, userId, resentFromId: null }
      const { id, userIds } = await deliver(send, request.auth!.user.id)
      await fastify.audit(request, {
        action: 'create',
        entity: 'notification',
        recordId: id,
        changes: { title, notificationType, ...(subject ? { subject } : {}), audience: 'user', userId, recipients: userIds.length },
        comment: `notification '${title}' sent to user ${target.mobileNo} from the users screen`,
      })
      await push(userIds)
      return ok(reply, { recordId: id, recipients: userIds.length }, NM.sent)
    },
  )

  app.post(
    '/notification/resend',
    {
      schema: {
        tags,
        summary: 'Send a notification of a type other than normal again, to the same audience; title optional (the original’s)',
        body: notificationResendBody,
        response: { 200: envelope.merge(notificationSentAnswer) },
      },
      config: { access: { screen: 'Notification', button: 'add' } },
    },
    async (request, reply) => {
      const { recordId, title, body, notificationType } = request.body
      const [original] = await db.select().from(notificationSends).where(eq(notificationSends.id, recordId))
      if (!original) return answer(reply, RC.NOT_FOUND, MESSAGES.NOT_FOUND)
      if (original.notificationType === 'normal') return answer(reply, RC.BAD_INPUT, 'Only a notification of a type other than normal can be resent')
      const send: Send = {
        title: title || original.title,
        subject: original.subject,
        body,
        notificationType,
        userId: original.userId,
        resentFromId: original.id,
      }
      const { id, userIds } = await deliver(send, request.auth!.user.id)
      await fastify.audit(request, {
        action: 'resend',
        entity: 'notification',
        recordId: id,
        changes: { resentFrom: original.id, title: send.title, notificationType, recipients: userIds.length },
        comment: `notification '${send.title}' resent to ${userIds.length} user(s)`,
      })
      await push(userIds)
      return ok(reply, { recordId: id, recipients: userIds.length }, NM.sent)
    },
  )
}
