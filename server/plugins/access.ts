import type { FastifyInstance, FastifyRequest } from 'fastify'
import { MESSAGES, RC } from '../../shared/response-codes'
import { describeNeed } from '../../shared/permissions'
import { denied, invalidSession, refuse } from '../http'
import { requestSession } from '../auth/request-session'
import type { SessionStore } from '../auth/sessions'
import type { Access } from '../types'
import { webhookTokenValid } from './webhook-token'

export interface ApiRoute {
  method: string
  url: string
  access: Access
  /** The route's body schema (zod), as declared; the fuzz test checks that a 2xx only answers a body it accepts. */
  body?: unknown
  /** The route's querystring schema (zod), as declared; the fuzz test fills and spoils its fields. */
  querystring?: unknown
  /** `config.parsesBodyWith`: the schema the handler picks for a body, where the declared one is loose. */
  parsesBodyWith?: (body: unknown) => unknown
  /** `config.stateChanging`: a GET that changes state, checked like a POST (plugins/security.ts). */
  stateChanging?: boolean
}

const SOURCES = new Set(['pointer', 'hotkey', 'palette'])

/**
 * The single gate for everything under /api (SECURITY.md item 12). Every route declares
 * `config.access`; a route without it is refused when it is registered, and a request reaching one
 * anyway is denied. The session is read on each request from the session cache, which every change to a session, its
 * user or role empties on every node before that node serves another request (server/auth/session-cache.ts), so a role
 * change takes effect at the holder's next request and an ended session stops working everywhere at once.
 */
export function registerAccessGate(app: FastifyInstance, store: SessionStore): void {
  app.decorateRequest('auth', null)
  app.decorateRequest('actionSource', 'pointer')

  const declared: ApiRoute[] = []
  app.decorate('apiRoutes', declared)
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return
    const access = route.config?.access
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access; every API route must`)
    const { body, querystring } = route.schema ?? {}
    const parsesBodyWith = route.config?.parsesBodyWith
    const stateChanging = route.config?.stateChanging === true
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declared.push({ method, url: route.url, access, body, querystring, parsesBodyWith, stateChanging })
    }
    // A route hook, after the rate limit's (its onRoute hook ran first): a refused request (no session, a wrong
    // webhook secret, a missing permission) still counts against the caller's limit (its session's, or its address's
    // when it has none); an app-level hook would run before the limit and let refusals through uncounted.
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), gate]
  })

  async function gate(request: FastifyRequest) {
    const source = request.headers['x-action-source']
    if (typeof source === 'string' && SOURCES.has(source)) request.actionSource = source as FastifyRequest['actionSource']

    const config = request.routeOptions.config
    const access = config?.access
    if (!access) return denied()
    if (access === 'public') return
    // The handler checks the body's signature (it needs the raw body, which onRequest has not read yet).
    if (access === 'signedWebhook') return
    if (access === 'webhook') {
      if (!webhookTokenValid(request, app.deps.config.EXOTEL_WEBHOOK_SECRET)) return invalidSession()
      return
    }

    // Looked up once per request: the API limit has usually done so already (plugins/rate-limits.ts).
    const auth = await requestSession(request, store, app.deps.config)
    request.auth = auth

    if (access === 'pending') {
      if (!auth || auth.stage !== 'otp') return invalidSession()
      return
    }
    if (!auth || auth.stage !== 'active') return invalidSession()
    if (auth.user.mustChangePassword && !config.duringPasswordChange) {
      return refuse(RC.PASSWORD_CHANGE_REQUIRED, MESSAGES.PASSWORD_CHANGE_REQUIRED)
    }
    if (access === 'signedIn') return
    if (!auth.perms.allows(access)) {
      await app.audit(request, {
        action: 'permission.denied',
        entity: 'endpoint',
        recordId: null,
        comment: `${request.method} ${request.routeOptions.url} needs ${describeNeed(access)}`,
      })
      return denied()
    }
  }
}
