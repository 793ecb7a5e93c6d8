import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { NOTIFICATION_MESSAGES as NM, notificationSentAnswer, userNotificationBody } from '../../../shared/api/notification-admin'
import { MESSAGES, RC } from '../../../shared/response-codes'
import { envelope, refuse } from '../../http'
import { answerCreate, idempotentCreate } from '../../lib/idempotency'
import { reachableUser } from '../../lib/user-reach'
import type { Deliver } from './deliver'

/**
 * POST /user/notification (Users + notification): the Users screen's send to the one selected customer, delivered like
 * the Notification screen's sends.
 */
export function userSendRoute(fastify: FastifyInstance, deliver: Deliver): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.post(
    '/user/notification',
    {
      schema: {
        tags: ['notifications'],
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
      const once = await idempotentCreate(fastify, request)
      if (once.replayed) return answerCreate(reply, once.replayed)
      const { title, body, notificationType, subject, userId } = request.body
      const target = await reachableUser(db, request.auth!, userId)
      if (!target || !target.active) return refuse(RC.NOT_FOUND, MESSAGES.NOT_FOUND)
      if (target.userType !== 'user') return refuse(RC.BAD_INPUT, NM.customerOnly)
      const send = { title, body, notificationType, subject: subject || null, userId, resentFromId: null }
      const work = deliver(request, send, (sent) => ({
        action: 'create',
        entity: 'notification',
        recordId: sent.id,
        changes: { title, notificationType, ...(subject ? { subject } : {}), audience: 'user', userId, recipients: sent.recipients },
        comment: `notification '${title}' sent to user ${target.mobileNo} from the users screen`,
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
