import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import cookie from '@fastify/cookie'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { writeAudit } from './audit/audit'
import { createTransact } from './audit/transact'
import { authRoutes } from './auth/routes'
import { sessionCacheOf } from './auth/session-invalidation'
import { SessionStore } from './auth/sessions'
import { ping } from './db/client'
import { devRoutes } from './dev-routes'
import { registerCompression } from './lib/compress'
import { RedisLinks } from './lib/redis'
import { serveClient } from './lib/static-client'
import { registerAccessGate } from './plugins/access'
import { registerDraining } from './plugins/draining'
import { registerErrorHandling } from './plugins/errors'
import { answerFrameworkError } from './plugins/framework-errors'
import { registerInputGuard } from './plugins/input-guard'
import { registerRateLimits } from './plugins/rate-limits'
import { registerSecurity } from './plugins/security'
import { attachRealtime } from './realtime/io'
import { serverModules } from './modules/modules.gen'
import type { AppDeps } from './types'
import { MESSAGES, RC } from '../shared/response-codes'

export interface BuildOptions {
  /** Serve the built web app from this folder (default: dist/client when it exists). */
  clientDir?: string | null
}

function defaultClientDir(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url))
  for (const candidate of [path.resolve(here, '../dist/client'), path.resolve(here, '../client')]) {
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate
  }
  return null
}

/** Builds the whole API (and the static web app) on the given dependencies; does not listen. */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] },
    // One line per request only when asked for (LOG_LEVEL=debug); errors are logged either way.
    logController: new LogController({ disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace' }),
    bodyLimit: 1024 * 1024,
    // X-Forwarded-* only from the configured proxies: otherwise any client could pick the address limits count.
    trustProxy: config.TRUST_PROXY,
    // Requests during shutdown get our 503 envelope with Retry-After (plugins/draining.ts), not Fastify's.
    return503OnClosing: false,
    // The router's defaults (Fastify 5): percent-encoded characters are decoded before matching ('/api/admin/%6cogout'
    // is the logout route; '%2F' stays inside its segment), matching is case-sensitive (caseSensitive), a trailing
    // slash (ignoreTrailingSlash: false), a doubled slash (ignoreDuplicateSlashes: false) or ';' (useSemicolonDelimiter:
    // false) make another, unknown path, and dot segments are not resolved ('..' is matched as written). So decisions
    // about a request are made on the route it matched (request.routeOptions), never on request.url (plugins/security.ts).
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  app.decorate('deps', deps)
  app.decorate('db', deps.database.db)
  app.decorate('urgentDb', deps.database.urgent ?? deps.database.db)
  app.decorate('audit', (request, entry) => writeAudit(deps.database.db, deps.clock, request, entry))
  app.decorate('transact', createTransact(deps.database.db, deps.clock))

  const sessionCache = sessionCacheOf(deps.database, config, app.log)
  if (sessionCache) {
    app.addHook('onReady', sessionCache.start)
    app.addHook('onClose', sessionCache.close)
  }
  app.decorate('sessionCache', sessionCache?.cache ?? null)
  const store = new SessionStore(deps.database.db, deps.clock, config, sessionCache?.cache ?? null)
  registerErrorHandling(app)
  registerDraining(app)
  registerInputGuard(app)
  registerCompression(app)
  await app.register(cookie)
  await registerSecurity(app, config)
  // Every Redis client of the node (rate limits here, socket.io's in realtime/io.ts), each failing fast while Redis is
  // away (lib/redis.ts); the limits then count on this node.
  const redisLinks = new RedisLinks(app.log)
  app.addHook('onClose', async () => redisLinks.close())
  const limitRedis = config.REDIS_URL ? await redisLinks.open(config.REDIS_URL, 'rate limits', 'limits count on this node alone') : null
  await registerRateLimits(app, store, limitRedis)
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'EV Back Office API',
        version: '1.0.0',
        description: 'Every call of the back-office. Answers carry `responseCode` (109 is success).',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  registerAccessGate(app, store)

  app.decorate('endUserSessions', async (userId: string, o?: { exceptHash?: string }) => {
    await store.destroyUser(userId, o?.exceptHash)
    app.io?.in(`user:${userId}`).disconnectSockets(true)
  })

  // 503 without the database (nothing works); with it but without Redis (REDIS_URL set) 200 'degraded' and
  // `redis: 'down'`: every call still works, limits count per node and realtime reaches this node's sockets only, so a
  // load balancer must keep sending requests here.
  app.get('/api/health', { config: { access: 'public' }, schema: { hide: true } }, async (_req, reply) => {
    const db = await ping(deps.database.db)
    const redis = redisLinks.state()
    const status = db && redis !== 'down' ? 'ok' : 'degraded'
    // eslint-disable-next-line no-restricted-syntax -- the health check's own shape for load balancers, not an envelope
    return reply.code(db ? 200 : 503).send({ status, database: db, ...(redis ? { redis } : {}) })
  })
  await app.register(authRoutes(store, config.AUTH_RATE_LIMIT, limitRedis), { prefix: '/api/admin' })
  for (const mod of serverModules) for (const { prefix, plugin } of mod.mounts) await app.register(plugin, { prefix })
  if (!config.production) await app.register(devRoutes, { prefix: '/api/dev' })

  const clientDir = opts.clientDir === undefined ? defaultClientDir() : opts.clientDir
  if (clientDir) {
    await serveClient(app, clientDir)
  }
  // Unknown API paths answer 404/123; every other page path is the single-page app, whose router
  // shows 'Coming soon.' for paths it does not know.
  app.setNotFoundHandler((request, reply) => {
    if (
      clientDir &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/socket.io')
    ) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html')
    }
    // eslint-disable-next-line no-restricted-syntax -- the router's not-found handler, outside every route: nothing runs after it
    return reply.code(404).send({ responseCode: RC.NOT_FOUND, message: MESSAGES.NOT_FOUND })
  })

  app.decorate('io', await attachRealtime(app, store, redisLinks))
  return app
}
