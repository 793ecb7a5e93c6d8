import { eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { type NotificationSendRow, notificationTableContract } from '../../../shared/api/notification-admin'
import { users } from '../../db/schema/core'
import { notificationSends } from './schema'
import { defineList, unixSeconds } from '../../lib/list'
import { containsText } from '../../lib/list-query'

const recipient = alias(users, 'recipient')
const sender = alias(users, 'sender')

/**
 * The sent notifications (POST /notification/sent/all): keyword in title or body; filter by notificationType;
 * startDate/endDate on the send time; sort createdAt (default, newest first), title, notificationType, recipients.
 */
export const notificationSendList = defineList({
  contract: notificationTableContract,
  entity: 'notification',
  table: notificationSends,
  id: notificationSends.id,
  joins: [
    { table: recipient, on: eq(recipient.id, notificationSends.userId) },
    { table: sender, on: eq(sender.id, notificationSends.createdById) },
  ],
  select: {
    id: notificationSends.id,
    title: notificationSends.title,
    subject: notificationSends.subject,
    body: notificationSends.body,
    notificationType: notificationSends.notificationType,
    audience: notificationSends.audience,
    userId: notificationSends.userId,
    userName: sql<string | null>`nullif(trim(coalesce(${recipient.fname}, '') || ' ' || coalesce(${recipient.lname}, '')), '')`,
    recipients: notificationSends.recipients,
    resentFromId: notificationSends.resentFromId,
    sentBy: sql<string | null>`nullif(trim(coalesce(${sender.fname}, '') || ' ' || coalesce(${sender.lname}, '')), '')`,
    active: notificationSends.active,
    createdAt: notificationSends.createdAt,
    updatedAt: notificationSends.updatedAt,
  },
  toRow: (r): NotificationSendRow => ({
    _id: r.id,
    title: r.title,
    subject: r.subject,
    body: r.body,
    notificationType: r.notificationType,
    audience: r.audience,
    userId: r.userId,
    userName: r.userName,
    recipients: r.recipients,
    resent: r.resentFromId !== null,
    sentBy: r.sentBy,
    active: r.active,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }),
  search: (keyword) => containsText(sql`${notificationSends.title} || E'\\x1f' || ${notificationSends.body}`, keyword),
  sort: {
    createdAt: notificationSends.createdAt,
    updatedAt: notificationSends.updatedAt,
    title: notificationSends.title,
    notificationType: notificationSends.notificationType,
    recipients: notificationSends.recipients,
  },
  generic: { dates: notificationSends.createdAt, active: notificationSends.active },
  filters: {
    notificationType: (v) => eq(notificationSends.notificationType, v),
  },
})
