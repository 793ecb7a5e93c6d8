import { and, count, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { REALTIME_EVENTS } from '../../shared/api/realtime'
import { notifications } from '../db/schema'

/**
 * Pushes each user's current unread notification count to their sockets (room `user:<id>`, any node) as
 * `notification-count` `{ notificationCount }`; the app updates the session's count at once. Call it after
 * notifications were created or marked read. Never throws (a failed push only means the count updates at the next
 * session check).
 */
export async function pushNotificationCount(app: FastifyInstance, userIds: readonly string[]): Promise<void> {
  const ids = [...new Set(userIds)]
  if (ids.length === 0 || !app.io) return
  try {
    for (let i = 0; i < ids.length; i += 1000) {
      const chunk = ids.slice(i, i + 1000)
      const rows = await app.db
        .select({ userId: notifications.userId, n: count() })
        .from(notifications)
        .where(and(inArray(notifications.userId, chunk), eq(notifications.read, false)))
        .groupBy(notifications.userId)
      const counts = new Map(rows.map((r) => [r.userId, Number(r.n)]))
      for (const id of chunk) app.io.to(`user:${id}`).emit(REALTIME_EVENTS.notificationCount, { notificationCount: counts.get(id) ?? 0 })
    }
  } catch (err) {
    app.log.warn({ err }, 'pushing notification counts')
  }
}
