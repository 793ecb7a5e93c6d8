import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import cookie from '@fastify/cookie'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance } from 'fastify'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { writeAudit } from './audit/audit'
import { createTransact } from './audit/transact'
import { authRoutes } from './auth/routes'
import { sessionCacheOf } from './auth/session-invalidation'
import { SessionStore } from './auth/sessions'
import { ping } from './db/client'
import { devRoutes } from './dev-routes'
import { registerCompression } from './lib/compress'
import { serveClient } from './lib/static-client'
import { registerAccessGate } from './plugins/access'
import { registerDraining } from './plugins/draining'
import { registerErrorHandling } from './plugins/errors'
import { answerFrameworkError } from './plugins/framework-errors'
import { registerInputGuard } from './plugins/input-guard'
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
    disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    bodyLimit: 1024 * 1024,
    // X-Forwarded-* only from the configured proxies: otherwise any client could pick the address limits count.
    trustProxy: config.TRUST_PROXY,
    // Requests during shutdown get our 503 envelope with Retry-After (plugins/draining.ts), not Fastify's.
    return503OnClosing: false,
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
  const limitStore = config.REDIS_URL ? new (await import('ioredis')).Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : null
  if (limitStore) {
    limitStore.on('error', (err) => app.log.warn({ err }, 'redis (rate limits)'))
    app.addHook('onClose', async () => void limitStore.disconnect())
  }
  await app.register(rateLimit, {
    global: true,
    max: config.API_RATE_LIMIT,
    timeWindow: 60_000,
    ...(limitStore ? { redis: limitStore, skipOnError: true } : {}),
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      responseCode: 112,
      message: 'Please try after some time',
      retryAfter: ctx.after,
    }),
  })
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

  app.get('/api/health', { config: { access: 'public' }, schema: { hide: true } }, async (_req, reply) => {
    const db = await ping(deps.database.db)
    return reply.code(db ? 200 : 503).send({ status: db ? 'ok' : 'degraded', database: db })
  })
  await app.register(authRoutes(store, config.AUTH_RATE_LIMIT, limitStore), { prefix: '/api/admin' })
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
    return reply.code(404).send({ responseCode: RC.NOT_FOUND, message: MESSAGES.NOT_FOUND })
  })

  app.decorate('io', await attachRealtime(app, store))
  return app
}
