import helmet from '@fastify/helmet'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { MESSAGES, RC } from '../../shared/response-codes'
import type { Config } from '../config'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`
}

/** True when the request comes from our own pages (SECURITY.md item 19). */
export function isSameOrigin(request: FastifyRequest, allowed: readonly string[]): boolean {
  const site = request.headers['sec-fetch-site']
  if (site === 'cross-site' || site === 'same-site') return false
  const origin = request.headers.origin
  if (origin && origin !== 'null') return origin === ownOrigin(request) || allowed.includes(origin)
  if (origin === 'null') return false
  return true
}

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The map's street tiles come from their own server, only when MAP_TILE_URL is configured.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.MAP_TILE_URL ? [new URL(config.MAP_TILE_URL.replace(/\{[a-z]\}/g, '0')).origin] : []),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    hsts: config.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  })

  // SECURITY.md item 34: decided on the route the router matched (onRequest runs after routing), never on the raw URL,
  // which can spell the same route many ways ('/api/admin/%6cogout', '/%61pi/…'). A request that matched no route
  // (`url` undefined) reaches only the 404 handler, which changes nothing.
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions
    if (route.url?.startsWith('/api/') || request.url.startsWith('/api/')) reply.header('cache-control', 'no-store')
    if (!route.url?.startsWith('/api/')) return
    // A GET that changes state says so in its route config (config.stateChanging); HEAD routes copy their GET's config.
    const stateChanging = !SAFE_METHODS.has(request.method) || route.config?.stateChanging === true
    if (!stateChanging) return
    // Webhooks are called by other servers with a shared secret, never with the session cookie (plugins/access.ts).
    const access = route.config?.access
    if (access === 'webhook' || access === 'signedWebhook') return
    // A custom header cannot be sent cross-site without a CORS preflight, which we never grant.
    if (!request.headers['x-requested-with'] || !isSameOrigin(request, config.ALLOWED_ORIGINS)) {
      return reply.code(403).send({ responseCode: RC.NO_PERMISSION, message: MESSAGES.NO_PERMISSION })
    }
  })
}
