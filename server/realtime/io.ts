import type { FastifyInstance } from 'fastify'
import { Server, type Socket } from 'socket.io'
import { HANDSHAKE_REFUSALS, REALTIME_EVENTS } from '../../shared/api/realtime'
import { cookieName, type SessionStore } from '../auth/sessions'
import { isDatabaseUnavailable } from '../lib/database-unavailable'
import { quietPublisher, SUBSCRIBER, type RedisLinks } from '../lib/redis'
import type { RequestAuth } from '../types'
import { handleCallHistoryRequest, handleDeviceCallLogs } from './call-history'
import { refuseUnsafePayloads } from './payload-guard'

/** Users whose company phone may connect as a device socket (and answer call-history requests). */
const DEVICE_USERS = new Set(['worker', 'scc'])

export interface SocketData {
  auth: RequestAuth
  device: boolean
}

/** Re-reads the socket's session (each request checks the current permissions, not those of the handshake). */
export type SessionReloader = (socket: Socket) => Promise<RequestAuth | null>

/**
 * socket.io on the API's port (SECURITY.md item 21): the handshake needs an allowed Origin and a
 * signed-in session; the socket joins rooms for its user, its mobile number and its session, all
 * taken from the session, never from a payload. With REDIS_URL the Redis adapter spreads rooms
 * across nodes (its clients from `redis`, which closes them).
 *
 * Rooms: `user:<id>`, `session:<hash>`, and `mobile:<mobileNo>` (the incoming-call overlay) — or, for a worker's or
 * scc user's phone connecting with `auth: { device: true }`, `device:<mobileNo>` (call-history requests).
 * Events: shared/api/realtime.ts. Unknown events are ignored; malformed payloads, and payloads with forbidden text
 * (payload-guard.ts), are answered with 110 or ignored.
 */
export async function attachRealtime(app: FastifyInstance, store: SessionStore, redis: RedisLinks | null = null): Promise<Server> {
  const { config } = app.deps
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 1e6,
    allowRequest: (req, callback) => {
      const origin = req.headers.origin
      const host = req.headers.host
      const allowed = !origin || origin === `http://${host}` || origin === `https://${host}` || config.ALLOWED_ORIGINS.includes(origin)
      callback(null, allowed)
    },
  })

  if (config.REDIS_URL && redis) {
    // While Redis is away an emit reaches this node's sockets only and cross-node lookups (fetchSockets) fail at once;
    // when it is back the subscriber re-subscribes by itself (ioredis) and delivery across nodes resumes.
    const { createAdapter } = await import('@socket.io/redis-adapter')
    const without = "events reach this node's sockets only"
    const pub = quietPublisher(await redis.open(config.REDIS_URL, 'socket.io publisher', without))
    const sub = await redis.open(config.REDIS_URL, 'socket.io subscriber', without, SUBSCRIBER)
    io.adapter(createAdapter(pub, sub, { key: `${config.REDIS_PREFIX}:socket.io`, requestsTimeout: 3000 }))
  }

  const tokenOf = (socket: Socket) => app.parseCookie(socket.request.headers.cookie ?? '')[cookieName(config)]
  const reload: SessionReloader = async (socket) => {
    const token = tokenOf(socket)
    const auth = token ? await store.load(token) : null
    return auth && auth.stage === 'active' ? auth : null
  }

  io.use(async (socket, next) => {
    try {
      const auth = await reload(socket)
      if (!auth) return next(new Error(HANDSHAKE_REFUSALS.unauthorized))
      const wantsDevice = (socket.handshake.auth as Record<string, unknown> | undefined)?.device === true
      socket.data = { auth, device: wantsDevice && DEVICE_USERS.has(auth.user.userType) } satisfies SocketData
      next()
    } catch (err) {
      // The session could not be read: the database away is not a signed-out user (the app tries again later).
      next(new Error(isDatabaseUnavailable(err) ? HANDSHAKE_REFUSALS.unavailable : HANDSHAKE_REFUSALS.unauthorized))
    }
  })

  io.on('connection', (socket) => {
    const { auth, device } = socket.data as SocketData
    const mobile = auth.user.mobileNo
    void socket.join([`user:${auth.user.id}`, `session:${auth.sessionHash}`, device ? `device:${mobile}` : `mobile:${mobile}`])
    socket.on('error', () => socket.disconnect(true))
    socket.use(refuseUnsafePayloads)
    // A handler that throws must not take the process (or the socket's other events) with it.
    const guard =
      <A extends unknown[]>(fn: (...args: A) => Promise<void>) =>
      (...args: A) =>
        void fn(...args).catch((err: unknown) => app.log.warn({ err }, 'socket handler failed'))
    socket.on(
      REALTIME_EVENTS.getCallHistory,
      guard((payload: unknown, ack: unknown) => handleCallHistoryRequest(app, io, socket, reload, payload, ack)),
    )
    if (device)
      socket.on(
        REALTIME_EVENTS.giveCallLogsToAdmin,
        guard((payload: unknown) => handleDeviceCallLogs(app, io, socket, payload)),
      )
  })

  // Open sockets would keep the HTTP server from closing: end them before Fastify closes it.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true)
    io.engine.close()
  })
  return io
}
