import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { resetAttemptsBody, USER_CALLS, USER_MESSAGES as UM, userIdBody } from '../../../shared/api/users'
import { RC } from '../../../shared/response-codes'
import { users } from '../../db/schema'
import { denied, envelope, ok, refuse } from '../../http'
import type { UpdateAlso } from '../../lib/records'
import { recordNotFound, reachableUser } from '../../lib/user-reach'
import type { UserRules } from './rules'

/**
 * The reset of an admin's password attempts (spec 000 sections 4 and 5; the spec's only resettable rows), under Users
 * edit: POST /user/resetpasswordattempt, and PUT /user/update in its second shape `{ userId, passwordAttempt: 0 }`.
 */
export function attemptsReset(fastify: FastifyInstance, rules: UserRules) {
  /**
   * Resets the attempts, or refuses (thrown). `version`: the PUT shape's, the version the editor read (the reset is
   * bookkeeping: it does not move it on).
   */
  async function reset(request: FastifyRequest, id: string, version?: number): Promise<void> {
    const auth = request.auth!
    const u = await reachableUser(fastify.db, auth, id)
    if (!u) recordNotFound()
    if (await rules.outOfReach(auth, u)) denied()
    if (u.userType !== 'admin') refuse(RC.BAD_INPUT, UM.onlyAdmin)
    if (u.passwordAttempt <= 0) refuse(RC.BAD_INPUT, UM.alreadyZero)
    if (version !== undefined && u.version !== version) await rules.conflict(id, request)
    const done = await fastify.transact(request, async (tx, audit) => {
      const [row] = await tx
        .update(users)
        .set({ passwordAttempt: 0, updatedAt: fastify.deps.clock.now() })
        .where(and(eq(users.id, id), version === undefined ? undefined : eq(users.version, version)))
        .returning({ id: users.id })
      if (!row) return false
      await audit({
        action: 'passwordAttempt.reset',
        entity: 'user',
        recordId: id,
        changes: { passwordAttempt: { from: u.passwordAttempt, to: 0 } },
        comment: 'password attempts reset',
      })
      return true
    })
    if (!done) await rules.conflict(id, request)
  }

  return {
    /** POST /user/resetpasswordattempt. */
    register(): void {
      fastify.withTypeProvider<ZodTypeProvider>().post(
        USER_CALLS.resetAttempts,
        {
          schema: {
            tags: ['users'],
            summary: 'Reset the password attempts of an admin (attempts above zero)',
            body: userIdBody,
            response: { 200: envelope },
          },
          config: { access: { screen: 'Users', button: 'edit' } },
        },
        async (request, reply) => {
          await reset(request, request.body.userId)
          return ok(reply, undefined, UM.attemptsReset)
        },
      )
    },

    /** PUT /user/update's second shape: attempts given and no user type. */
    asUpdate: {
      when: (body: unknown) => {
        const b = body as Record<string, unknown> | null
        return typeof b === 'object' && b !== null && b.passwordAttempt !== undefined && b.userType === undefined
      },
      body: resetAttemptsBody,
      description:
        'The body is the user form of POST /user/add with userId, validated by its userType; a body with passwordAttempt and no userType resets an admin’s attempts as POST /user/resetpasswordattempt does.',
      handle: async (request, body) => {
        const { userId, version } = body as { userId: string; version: number }
        await reset(request, userId, version)
        return { message: UM.attemptsReset }
      },
    } satisfies UpdateAlso,
  }
}
