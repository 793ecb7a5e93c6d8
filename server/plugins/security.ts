import helmet from '@fastify/helmet'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { MESSAGES, RC } from '../../shared/response-codes'
import type { Config } from '../config'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** GET calls of the spec that change state (logout, password generation): checked like a POST. */
const STATE_CHANGING_GETS = new Set(['/api/admin/logout', '/api/admin/password/generate', '/api/admin/forgot/password'])

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

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return
    reply.header('cache-control', 'no-store')
    const path = request.url.split('?', 1)[0]!
    const stateChanging = !SAFE_METHODS.has(request.method) || STATE_CHANGING_GETS.has(path)
    if (!stateChanging) return
    // Webhooks are called by other servers with a shared secret, never with the session cookie (plugins/access.ts).
    const access = request.routeOptions.config?.access
    if (access === 'webhook' || access === 'signedWebhook') return
    // A custom header cannot be sent cross-site without a CORS preflight, which we never grant.
    if (!request.headers['x-requested-with'] || !isSameOrigin(request, config.ALLOWED_ORIGINS)) {
      return reply.code(403).send({ responseCode: RC.NO_PERMISSION, message: MESSAGES.NO_PERMISSION })
    }
  })
}
