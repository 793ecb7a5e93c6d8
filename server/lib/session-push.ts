import type { FastifyInstance } from 'fastify'
import { REALTIME_EVENTS } from '../../shared/api/realtime'

/**
 * Tells the open tabs of these users that what they may do changed (their role's permissions, their role, their
 * account), so the app refetches the session at once. The server does not depend on it: every request reads the
 * session and role afresh. Rooms `user:<id>` are joined in server/realtime/io.ts.
 */
export function pushSessionChanged(app: FastifyInstance, userIds: Iterable<string>): void {
  const rooms = [...new Set(userIds)].map((id) => `user:${id}`)
  if (rooms.length === 0 || !app.io) return
  app.io.to(rooms).emit(REALTIME_EVENTS.sessionChanged)
}
