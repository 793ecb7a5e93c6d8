import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { notificationListAnswer, notificationListQuery } from '../../../shared/api/user-activity'
import { notifications } from '../../db/schema/activity'
import { unixSeconds } from '../../lib/list'
import { defineModule } from '../../lib/module'
import { registerUserActivityList } from '../../lib/user-activity'
import { ownNotificationRoutes } from './own'

/**
 * The notifications of one user (spec 000 section 7, GET /notification/all; the user form's notifications tab): read
 * filter, created-at range, newest first by default, page size 5 by default. And the signed-in user's own, for the top
 * bar's bell (own.ts: GET /notification/mine, POST /notification/mine/read).
 */
async function notificationsModule(fastify: FastifyInstance): Promise<void> {
  registerUserActivityList(fastify, {
    method: 'GET',
    url: '/notification/all',
    summary: "A user's notifications: read filter, createdAt range (Unix seconds), page (zero based), pageSize 1–100 (5)",
    description: "sortOrder 'false' (default) is newest first. `page` in the answer is the number of pages.",
    input: notificationListQuery,
    answer: notificationListAnswer,
    table: notifications,
    user: notifications.userId,
    date: notifications.createdAt,
    id: notifications.id,
    filter: (q) => (q.read === undefined ? undefined : eq(notifications.read, q.read)),
    read: (db, p) =>
      db
        .select()
        .from(notifications)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    reply: ({ rows, pages, filterRecords }) => ({
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
    }),
  })
  ownNotificationRoutes(fastify)
}

export default defineModule(notificationsModule)
