import type { FastifyRequest } from 'fastify'
import type { Config } from '../config'
import type { RequestAuth } from '../types'
import { cookieName, type SessionStore } from './sessions'

const loaded = new WeakMap<FastifyRequest, Promise<RequestAuth | null>>()

/**
 * The session the request's cookie names, looked up once per request: the API limit keys on it (plugins/rate-limits.ts)
 * before the access gate (plugins/access.ts) decides on it, and both see the same answer. Null without a cookie or
 * for a cookie that names no live session, so an unverified cookie value never counts as a session.
 */
export function requestSession(request: FastifyRequest, store: SessionStore, config: Config): Promise<RequestAuth | null> {
  let auth = loaded.get(request)
  if (!auth) {
    const token = request.cookies[cookieName(config)]
    auth = token ? store.load(token) : Promise.resolve(null)
    loaded.set(request, auth)
  }
  return auth
}
