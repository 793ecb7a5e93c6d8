import type { FastifyInstance } from 'fastify'
import { NOTIFICATION_MESSAGES as NM, notificationRecordContract } from '../../../shared/api/notification-admin'
import { registerRecordDetails } from '../../lib/record-details'
import { notificationSends } from './schema'

/** GET /notification/details?recordId= (Notification + view): title, body and notificationType of one send. */
export function notificationDetailsRoute(fastify: FastifyInstance): void {
  registerRecordDetails(fastify, {
    contract: notificationRecordContract,
    screen: 'Notification',
    entity: 'notification',
    what: 'sent notification',
    idMessage: NM.selectRow,
    tags: ['notifications'],
    table: notificationSends,
    id: notificationSends.id,
    details: (row: typeof notificationSends.$inferSelect) => ({
      result: { _id: row.id, title: row.title, body: row.body, notificationType: row.notificationType },
    }),
  })
}
