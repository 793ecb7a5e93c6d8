import { and, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { forgotPasswordQuery, generatePasswordQuery, passwordChangeBody, STAFF_TYPES } from '../../shared/api/auth'
import { MESSAGES, RC } from '../../shared/response-codes'
import { PASSWORD_RULE_CALL, passwordRuleAnswer } from '../../shared/api/users.password'
import { VM } from '../../shared/validation'
import { passwordResetTokens, users } from '../db/schema'
import { answer, envelope, ok, refuse } from '../http'
import { MAX_PASSWORD_ATTEMPTS } from './password-attempts'
import { passwordRefusal, passwordRule } from './password-rule'
import { hashPassword, temporaryPassword, verifyPassword } from './passwords'
import { clearSessionCookie } from './sessions'
import { newToken, sha256 } from './tokens'

const RESET_TOKEN_TTL_MS = 3_600_000
const tags = ['auth']

interface Limits {
  signInLimit: { rateLimit: { max: number; timeWindow: number; keyGenerator: (request: FastifyRequest) => string } }
  /** Refuses (429, thrown) a call over the number's budget. */
  refuseOverAccountLimit: (reply: FastifyReply, key: string) => Promise<void>
}

/**
 * The password calls of spec 000 section 7: forgot password (a single-use link by mail), the link's temporary password,
 * and the signed-in user's own password change. Each password change and its audit row commit together.
 */
export function registerPasswordRoutes(fastify: FastifyInstance, { signInLimit, refuseOverAccountLimit }: Limits): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db, deps } = fastify
  const { clock, config } = deps

  app.get(
    '/forgot/password',
    {
      schema: {
        tags,
        summary: 'E-mails a single-use link (1 hour) that generates a temporary password',
        querystring: forgotPasswordQuery,
        response: { 200: envelope },
      },
      config: { access: 'public', stateChanging: true, ...signInLimit },
    },
    async (request, reply) => {
      await refuseOverAccountLimit(reply, `forgot:${request.query.username}`)
      const [user] = await db
        .select({
          id: users.id,
          email: users.email,
          emailVerified: users.emailVerified,
          active: users.active,
          passwordAttempt: users.passwordAttempt,
        })
        .from(users)
        .where(and(eq(users.mobileNo, request.query.username), inArray(users.userType, [...STAFF_TYPES])))
        .limit(1)
      const token = newToken()
      // Unknown, inactive or mail-less accounts get the same answer as a success: no enumeration.
      if (!user || !user.active || !user.email) return answer(reply, RC.NEW_PASSWORD_SENT, MESSAGES.NEW_PASSWORD_SENT)
      if (user.passwordAttempt >= MAX_PASSWORD_ATTEMPTS) return refuse(RC.ATTEMPTS_EXCEEDED, MESSAGES.ATTEMPTS_EXCEEDED)
      if (!user.emailVerified) return refuse(RC.EMAIL_NOT_VERIFIED, 'User login email is not verified')
      const now = clock.now()
      await fastify.transact(request, async (tx, audit) => {
        await tx.insert(passwordResetTokens).values({
          tokenHash: sha256(token),
          userId: user.id,
          expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
          createdAt: now,
        })
        await audit({ action: 'password.forgot', entity: 'user', recordId: user.id, actorId: user.id })
      })
      const link = `${config.PUBLIC_URL.replace(/\/$/, '')}/user/password/generate?token=${token}`
      await deps.mail.send({
        to: user.email,
        subject: 'Password reset',
        text: `A new password was requested for your account. Open this link within one hour to generate it:\n${link}\nIf you did not ask for this, ignore this mail.`,
      })
      return answer(reply, RC.NEW_PASSWORD_SENT, MESSAGES.NEW_PASSWORD_SENT)
    },
  )

  app.get(
    '/password/generate',
    {
      schema: {
        tags,
        summary: 'Redeems a forgot-password link: generates a temporary password, mails it, and ends all sessions',
        querystring: generatePasswordQuery,
        response: { 200: envelope },
      },
      config: { access: 'public', stateChanging: true, ...signInLimit },
    },
    async (request, reply) => {
      const now = clock.now()
      // The token is spent on its own (single use even if what follows fails); the password and its audit row together.
      const [used] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, sha256(request.query.token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId })
      if (!used) return refuse(RC.NOT_FOUND, VM.invalidToken)
      const [user] = await db.select({ email: users.email, active: users.active }).from(users).where(eq(users.id, used.userId))
      if (!user?.email || !user.active) return refuse(RC.NOT_FOUND, VM.invalidToken)
      const password = temporaryPassword(await passwordRule(db))
      const passwordHash = await hashPassword(password)
      await fastify.transact(request, async (tx, audit) => {
        await tx.update(users).set({ passwordHash, mustChangePassword: true, updatedAt: now }).where(eq(users.id, used.userId))
        await audit({ action: 'password.generate', entity: 'user', recordId: used.userId, actorId: used.userId })
      })
      await fastify.endUserSessions(used.userId)
      await deps.mail.send({
        to: user.email,
        subject: 'Your new password',
        text: `Your temporary password is: ${password}\nSign in with it; you will be asked to choose a new password.`,
      })
      return answer(reply, RC.PASSWORD_GENERATED, MESSAGES.PASSWORD_GENERATED)
    },
  )

  app.get(
    PASSWORD_RULE_CALL,
    {
      schema: {
        tags,
        summary: 'The password lengths in force (the organisation settings within SECURITY.md item 10), for the password forms',
        response: { 200: envelope.extend(passwordRuleAnswer.shape) },
      },
      config: { access: 'signedIn', duringPasswordChange: true },
    },
    async (_request, reply) => ok(reply, { rule: await passwordRule(db) }),
  )

  app.put(
    '/password/reset',
    {
      schema: {
        tags,
        summary: 'Changes the signed-in user’s own password; answers 105 and ends every session of the user',
        body: passwordChangeBody,
        response: { 200: envelope },
      },
      config: { access: 'signedIn', duringPasswordChange: true, ...signInLimit },
    },
    async (request, reply) => {
      const auth = request.auth!
      const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, auth.user.id))
      if (!user?.passwordHash || !(await verifyPassword(request.body.oldPassword, user.passwordHash))) {
        return refuse(RC.PASSWORD_MISMATCH, MESSAGES.PASSWORD_MISMATCH)
      }
      const refusal = passwordRefusal(request.body.password, await passwordRule(db), { mobileNo: auth.user.mobileNo })
      if (refusal) return refuse(RC.BAD_INPUT, refusal)
      const passwordHash = await hashPassword(request.body.password)
      await fastify.transact(request, async (tx, audit) => {
        await tx.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: clock.now() }).where(eq(users.id, auth.user.id))
        await audit({ action: 'password.change', entity: 'user', recordId: auth.user.id })
      })
      await fastify.endUserSessions(auth.user.id)
      clearSessionCookie(reply, config)
      return answer(reply, RC.PASSWORD_CHANGED, MESSAGES.PASSWORD_CHANGED)
    },
  )
}
