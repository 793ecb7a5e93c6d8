import type { FastifyInstance } from 'fastify'
import { notificationAudienceRoute } from './audience'
import { registerListRoutes } from '../../lib/list-routes'
import { defineModule } from '../../lib/module'
import { sendDelivery } from './deliver'
import { notificationSendList } from './list'
import { notificationDetailsRoute } from './records'
import { notificationSendRoutes } from './sends'
import { userSendRoute } from './user-send'

/**
 * The Notification screen's module (issue 7, spec 001): the sent notifications table and its export, the details (the
 * record kit), the types, the audience of a send to every customer, create and resend, and the Users screen's send to one customer. GET /notification/all (a
 * user's notifications, the users screen's tab) stays in server/modules/notifications.
 */
async function notificationAdminModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, notificationSendList, {
    screen: 'Notification',
    tags: ['notifications'],
    what: 'sent notifications',
  })
  notificationDetailsRoute(app)
  const deliver = sendDelivery(app)
  notificationSendRoutes(app, deliver)
  notificationAudienceRoute(app)
  userSendRoute(app, deliver)
}

export default defineModule(notificationAdminModule)
