import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LOGOUT_EVERYWHERE_PATH } from '../../shared/api/auth'
import { envelope, ok } from '../http'
import { clearSessionCookie } from './sessions'

/**
 * 'Sign out everywhere' (issue 34): GET /logout ends only the calling session, so a session left open on another
 * device (or taken) stays usable. This ends every session of the signed-in user and disconnects their sockets on
 * every node (`endUserSessions`), audited as `signout.everywhere` before anything ends. A POST, so the same-origin
 * check guards it like every write.
 */
export function registerLogoutEverywhere(fastify: FastifyInstance): void {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    LOGOUT_EVERYWHERE_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends every session of the signed-in user, on every device (this one too), and closes their sockets',
        body: z.object({}).strict(),
        response: { 200: envelope },
      },
      config: { access: 'signedIn', duringPasswordChange: true },
    },
    async (request, reply) => {
      const auth = request.auth!
      await fastify.audit(request, { action: 'signout.everywhere', entity: 'user', recordId: auth.user.id })
      await fastify.endUserSessions(auth.user.id)
      clearSessionCookie(reply, fastify.deps.config)
      return ok(reply)
    },
  )
}
