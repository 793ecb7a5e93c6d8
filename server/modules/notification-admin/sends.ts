import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  NOTIFICATION_MESSAGES as NM,
  NOTIFICATION_PATHS,
  NOTIFICATION_TYPES,
  notificationRecordContract,
  notificationResendBody,
  notificationSentAnswer,
  notificationTypesAnswer,
} from '../../../shared/api/notification-admin'
import { MESSAGES, RC } from '../../../shared/response-codes'
import { users } from '../../db/schema/core'
import { envelope, ok, refuse } from '../../http'
import { answerCreate, idempotentCreate } from '../../lib/idempotency'
import { activeOptions } from '../../lib/option-lists'
import { type Deliver, type Send } from './deliver'
import { notificationSends } from './schema'

const tags = ['notifications']

/**
 * The Notification screen's own calls (Notification permission): the types (query), create and resend (add). A send
 * is delivered and counted at once (deliver.ts), so create answers the new send's id and how many users got it.
 */
export function notificationSendRoutes(fastify: FastifyInstance, deliver: Deliver): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.get(
    NOTIFICATION_PATHS.types,
    {
      schema: {
        tags,
        summary: 'The notification types (items each with name): the active values of the notification type option list',
        response: { 200: envelope.merge(notificationTypesAnswer) },
      },
      config: { access: { screen: 'Notification', button: 'query' } },
    },
    async (_request, reply) => {
      // The Options screen's list (issue 21), each with its label; the built-in types without the options module.
      const listed = await activeOptions(db, 'notificationType')
      const result = listed ? listed.map((o) => ({ name: o.value, label: o.label })) : NOTIFICATION_TYPES.map((name) => ({ name }))
      return ok(reply, { result })
    },
  )

  app.post(
    NOTIFICATION_PATHS.create,
    {
      schema: {
        tags,
        summary: 'Send a notification: to one user (userId) or, without userId, to every active customer',
        description: 'Writes one notification per recipient (their notifications tab) and pushes their unread count.',
        body: notificationRecordContract.form,
        response: { 200: envelope.merge(notificationSentAnswer) },
      },
      config: { access: { screen: 'Notification', button: 'add' } },
    },
    async (request, reply) => {
      const once = await idempotentCreate(fastify, request)
      if (once.replayed) return answerCreate(reply, once.replayed)
      const { title, body, notificationType, subject, userId } = request.body
      if (userId) {
        const [u] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), eq(users.active, true)))
        if (!u) return refuse(RC.BAD_INPUT, NM.userNotFound)
      }
      const send: Send = { title, body, notificationType, subject: subject || null, userId: userId ?? null, resentFromId: null }
      const work = deliver(request, send, (sent) => ({
        action: 'create',
        entity: 'notification',
        recordId: sent.id,
        changes: {
          title,
          notificationType,
          ...(subject ? { subject } : {}),
          audience: userId ? 'user' : 'customers',
          userId: userId ?? null,
          recipients: sent.recipients,
        },
        comment: `notification '${title}' sent to ${sent.recipients} user(s)`,
      }))
      return answerCreate(
        reply,
        await once.run(async (tx, audit, afterCommit) => {
          const { id, recipients } = await work(tx, audit, afterCommit)
          return { code: RC.SUCCESS, message: NM.sent, payload: { recordId: id, recipients } }
        }),
      )
    },
  )

  app.post(
    NOTIFICATION_PATHS.resend,
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
      const once = await idempotentCreate(fastify, request)
      if (once.replayed) return answerCreate(reply, once.replayed)
      const { recordId, title, body, notificationType } = request.body
      const [original] = await db.select().from(notificationSends).where(eq(notificationSends.id, recordId))
      if (!original) return refuse(RC.NOT_FOUND, MESSAGES.NOT_FOUND)
      if (original.notificationType === 'normal') return refuse(RC.BAD_INPUT, NM.normalNotResent)
      const send: Send = {
        title: title || original.title,
        subject: original.subject,
        body,
        notificationType,
        userId: original.userId,
        resentFromId: original.id,
      }
      const work = deliver(request, send, (sent) => ({
        action: 'resend',
        entity: 'notification',
        recordId: sent.id,
        changes: { resentFrom: original.id, title: send.title, notificationType, recipients: sent.recipients },
        comment: `notification '${send.title}' resent to ${sent.recipients} user(s)`,
      }))
      return answerCreate(
        reply,
        await once.run(async (tx, audit, afterCommit) => {
          const { id, recipients } = await work(tx, audit, afterCommit)
          return { code: RC.SUCCESS, message: NM.sent, payload: { recordId: id, recipients } }
        }),
      )
    },
  )
}
