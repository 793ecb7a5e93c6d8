import type { FastifyInstance } from 'fastify'
import { Server } from 'socket.io'
import { cookieName, type SessionStore } from '../auth/sessions'
import type { RequestAuth } from '../types'

/**
 * socket.io on the API's port (SECURITY.md item 21): the handshake needs an allowed Origin and a
 * signed-in session; the socket joins rooms for its user, its mobile number and its session, all
 * taken from the session, never from a payload. With REDIS_URL the Redis adapter spreads rooms
 * across nodes.
 */
export async function attachRealtime(app: FastifyInstance, store: SessionStore): Promise<Server> {
  const { config } = app.deps
  const io = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: 1e6,
    allowRequest: (req, callback) => {
      const origin = req.headers.origin
      const host = req.headers.host
      const allowed =
        !origin || origin === `http://${host}` || origin === `https://${host}` || config.ALLOWED_ORIGINS.includes(origin)
      callback(null, allowed)
    },
  })

  if (config.REDIS_URL) {
    const [{ createAdapter }, { Redis }] = await Promise.all([import('@socket.io/redis-adapter'), import('ioredis')])
    const pub = new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: null })
    const sub = pub.duplicate()
    pub.on('error', (err) => app.log.warn({ err }, 'redis (socket.io publisher)'))
    sub.on('error', (err) => app.log.warn({ err }, 'redis (socket.io subscriber)'))
    io.adapter(createAdapter(pub, sub))
    app.addHook('onClose', async () => {
      pub.disconnect()
      sub.disconnect()
    })
  }

  io.use(async (socket, next) => {
    try {
      const cookies = app.parseCookie(socket.request.headers.cookie ?? '')
      const token = cookies[cookieName(config)]
      const auth = token ? await store.load(token) : null
      if (!auth || auth.stage !== 'active') return next(new Error('unauthorized'))
      socket.data.auth = auth satisfies RequestAuth
      next()
    } catch {
      next(new Error('unauthorized'))
    }
  })

  io.on('connection', (socket) => {
    const auth = socket.data.auth as RequestAuth
    void socket.join([`user:${auth.user.id}`, `mobile:${auth.user.mobileNo}`, `session:${auth.sessionHash}`])
    socket.on('error', () => socket.disconnect(true))
  })

  // Open sockets would keep the HTTP server from closing: end them before Fastify closes it.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true)
    io.engine.close()
  })
  return io
}
