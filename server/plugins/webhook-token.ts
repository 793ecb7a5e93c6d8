import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

const digest = (s: string) => createHash('sha256').update(s).digest()

/**
 * Whether a webhook call carries the shared secret, as the X-Webhook-Token header or the `token` query parameter,
 * compared in constant time (both sides hashed to the same length first). No secret configured: never.
 */
export function webhookTokenValid(request: FastifyRequest, secret: string | undefined): boolean {
  if (!secret) return false
  const header = request.headers['x-webhook-token']
  let token = typeof header === 'string' ? header : undefined
  if (token === undefined) {
    const query = request.query as Record<string, unknown> | undefined
    const q = query?.token
    if (typeof q === 'string') token = q
    else {
      // onRequest runs before the querystring is parsed on some paths: read it from the URL.
      const at = request.url.indexOf('?')
      if (at >= 0) token = new URLSearchParams(request.url.slice(at + 1)).get('token') ?? undefined
    }
  }
  if (!token || token.length > 512) return false
  return timingSafeEqual(digest(token), digest(secret))
}
