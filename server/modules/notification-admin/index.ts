import type { FastifyInstance } from 'fastify'
import { registerListRoutes } from '../../lib/list-routes'
import { notificationSendList } from './list'
import { notificationRecordRoutes } from './records'

/**
 * The Notification screen's module (issue 7, spec 001): the sent notifications table and its export, the types, the
 * details, create and resend. GET /notification/all (a user's notifications, the users screen's tab) stays in
 * server/modules/notifications.
 */
export async function notificationAdminModule(app: FastifyInstance): Promise<void> {
  registerListRoutes(app, notificationSendList, {
    list: '/notification/sent/all',
    export: '/notification/sent/export',
    screen: 'Notification',
    tags: ['notifications'],
    what: 'sent notifications',
  })
  await notificationRecordRoutes(app)
}
