import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  forgotPasswordQuery,
  generatePasswordQuery,
  isLoginAnswer,
  loginBody,
  passwordChangeBody,
  verifyOtpBody,
  type SessionUser,
} from '../../shared/api/auth'
import { MESSAGES, RC } from '../../shared/response-codes'
import { VM } from '../../shared/validation'
import { notifications, otpSends, passwordResetTokens, users } from '../db/schema'
import { answer, envelope, invalidSession, ok } from '../http'
import type { RequestAuth } from '../types'
import { hashPassword, passwordProblem, temporaryPassword, verifyDummy, verifyPassword } from './passwords'
import { clearSessionCookie, cookieName, setSessionCookie, type SessionStore } from './sessions'
import { newToken, sha256 } from './tokens'

export const MAX_PASSWORD_ATTEMPTS = 5
const STAFF_TYPES = ['admin', 'scp', 'scc', 'worker'] as const
const RESEND_GAP_MS = 5_000
const RESEND_WINDOW_MS = 15 * 60_000
const RESEND_MAX = 5
const RESET_TOKEN_TTL_MS = 3_600_000

const tags = ['auth']

function sessionUserOf(auth: RequestAuth): SessionUser {
  const u = auth.user
  return {
    _id: u.id,
    email: u.email,
    mobileNo: u.mobileNo,
    name: [u.fname, u.lname].filter(Boolean).join(' '),
    fname: u.fname,
    lname: u.lname,
    userName: u.mobileNo,
    userType: u.userType,
    profileImage: u.profileImage,
    isSuperAdmin: u.isSuperAdmin,
    permission: auth.permission,
    scuId: u.scuId ? { _id: u.scuId, title: u.scuTitle ?? '' } : null,
    branchId: u.branchId ? { _id: u.branchId, name: u.branchName ?? '' } : null,
    mustChangePassword: u.mustChangePassword,
  }
}

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] })

/** The sign-in and session calls of spec 000 section 7 (Auth), under /api/admin. */
export function authRoutes(store: SessionStore, authRateLimit: number) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const { db, deps } = fastify
    const { clock, config } = deps
    const signInLimit = { rateLimit: { max: authRateLimit, timeWindow: 60_000 } }

    app.get(
      '/islogin',
      {
        schema: { tags, summary: 'Session check: the signed-in user and their unread notification count', response: { 200: isLoginAnswer } },
        config: { access: 'signedIn', duringPasswordChange: true },
      },
      async (request, reply) => {
        const auth = request.auth!
        const [row] = await db
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.userId, auth.user.id), eq(notifications.read, false)))
        return ok(reply, { user: sessionUserOf(auth), notificationCount: Number(row?.n ?? 0) })
      },
    )

    app.post(
      '/accountLogin',
      {
        schema: { tags, summary: 'Step 1: mobile number (as `email`) and password; sends the one-time code', body: loginBody, response: { 200: envelope } },
        config: { access: 'public', ...signInLimit },
      },
      async (request, reply) => {
        const { email: mobileNo, password } = request.body
        const [user] = await db
          .select({ id: users.id, passwordHash: users.passwordHash, passwordAttempt: users.passwordAttempt, active: users.active })
          .from(users)
          .where(and(eq(users.mobileNo, mobileNo), inArray(users.userType, [...STAFF_TYPES])))
          .limit(1)
        if (!user || !user.passwordHash) {
          await verifyDummy(password)
          return answer(reply, RC.WRONG_CREDENTIALS, MESSAGES.WRONG_CREDENTIALS)
        }
        if (user.passwordAttempt >= MAX_PASSWORD_ATTEMPTS) {
          await verifyDummy(password)
          await fastify.audit(request, { action: 'signin.locked', entity: 'user', recordId: user.id, actorId: user.id })
          return answer(reply, RC.ATTEMPTS_EXCEEDED, MESSAGES.ATTEMPTS_EXCEEDED)
        }
        if (!(await verifyPassword(password, user.passwordHash))) {
          const [after] = await db
            .update(users)
            .set({ passwordAttempt: sql`${users.passwordAttempt} + 1` })
            .where(eq(users.id, user.id))
            .returning({ attempts: users.passwordAttempt })
          const attempts = after?.attempts ?? MAX_PASSWORD_ATTEMPTS
          if (attempts >= MAX_PASSWORD_ATTEMPTS) {
            await fastify.audit(request, { action: 'signin.lockout', entity: 'user', recordId: user.id, actorId: user.id, changes: { passwordAttempt: attempts } })
            return answer(reply, RC.ATTEMPTS_EXCEEDED, MESSAGES.ATTEMPTS_EXCEEDED)
          }
          await fastify.audit(request, { action: 'signin.failure', entity: 'user', recordId: user.id, actorId: user.id, changes: { passwordAttempt: attempts } })
          return answer(reply, RC.WRONG_CREDENTIALS, MESSAGES.WRONG_CREDENTIALS)
        }
        if (!user.active) return answer(reply, RC.ACCOUNT_INACTIVE, MESSAGES.ACCOUNT_INACTIVE)
        if (user.passwordAttempt !== 0) await db.update(users).set({ passwordAttempt: 0 }).where(eq(users.id, user.id))

        // A previous session of this browser ends here; the new attempt is bound to a new cookie.
        const previous = request.cookies[cookieName(config)]
        if (previous) await store.destroy(sha256(previous))
        const { token, otp } = await store.createPending(user.id, meta(request))
        await db.insert(otpSends).values({ userId: user.id, kind: 'login', createdAt: clock.now() })
        await deps.sms.send({ to: mobileNo, text: otpText(otp) })
        setSessionCookie(reply, config, token)
        return answer(reply, RC.OTP_SENT, MESSAGES.OTP_SENT)
      },
    )

    app.post(
      '/verify/otp',
      {
        schema: { tags, summary: 'Step 2: the one-time code; on success a new session id is issued', body: verifyOtpBody, response: { 200: envelope } },
        config: { access: 'pending', ...signInLimit },
      },
      async (request, reply) => {
        const auth = request.auth!
        const result = await store.checkOtp(auth.sessionHash, request.body.otpVal)
        if (result !== 'ok') {
          await fastify.audit(request, { action: 'signin.otp.failure', entity: 'user', recordId: auth.user.id, actorId: auth.user.id })
          return answer(reply, RC.INVALID_OTP, MESSAGES.INVALID_OTP)
        }
        const token = await store.activate(auth.sessionHash, auth.user.id, meta(request))
        if (!token) return invalidSession(reply)
        setSessionCookie(reply, config, token)
        await fastify.audit(request, { action: 'signin.success', entity: 'user', recordId: auth.user.id, actorId: auth.user.id })
        return ok(reply)
      },
    )

    app.post(
      '/resend/otp',
      {
        schema: { tags, summary: 'Sends a new one-time code (at most one per 5 s and five per 15 min); the old code stops working', response: { 200: envelope } },
        config: { access: 'pending', ...signInLimit },
      },
      async (request, reply) => {
        const auth = request.auth!
        const now = clock.now().getTime()
        const [recent] = await db
          .select({
            last: sql<string | null>`max(${otpSends.createdAt})`,
            resends: sql<number>`count(*) filter (where ${otpSends.kind} = 'resend' and ${otpSends.createdAt} > ${new Date(now - RESEND_WINDOW_MS).toISOString()})`,
          })
          .from(otpSends)
          .where(and(eq(otpSends.userId, auth.user.id), gt(otpSends.createdAt, new Date(now - RESEND_WINDOW_MS))))
        const last = recent?.last ? new Date(recent.last).getTime() : 0
        if (now - last < RESEND_GAP_MS || Number(recent?.resends ?? 0) >= RESEND_MAX) {
          return answer(reply, RC.THROTTLED, MESSAGES.THROTTLED)
        }
        const otp = await store.replaceOtp(auth.sessionHash)
        await db.insert(otpSends).values({ userId: auth.user.id, kind: 'resend', createdAt: clock.now() })
        await deps.sms.send({ to: auth.user.mobileNo, text: otpText(otp) })
        return ok(reply, undefined, MESSAGES.OTP_RESENT)
      },
    )

    app.get(
      '/logout',
      {
        schema: { tags, summary: 'Ends the session (and the pending sign-in attempt, if any)', response: { 200: envelope } },
        config: { access: 'public' },
      },
      async (request, reply) => {
        const token = request.cookies[cookieName(config)]
        if (token) {
          const auth = await store.load(token)
          await store.destroy(sha256(token))
          if (auth?.stage === 'active') {
            request.auth = auth
            fastify.io?.in(`session:${auth.sessionHash}`).disconnectSockets(true)
            await fastify.audit(request, { action: 'signout', entity: 'user', recordId: auth.user.id })
          }
        }
        clearSessionCookie(reply, config)
        return ok(reply)
      },
    )

    app.get(
      '/forgot/password',
      {
        schema: {
          tags,
          summary: 'E-mails a single-use link (1 hour) that generates a temporary password',
          querystring: forgotPasswordQuery,
          response: { 200: envelope },
        },
        config: { access: 'public', ...signInLimit },
      },
      async (request, reply) => {
        const [user] = await db
          .select({ id: users.id, email: users.email, emailVerified: users.emailVerified, active: users.active, passwordAttempt: users.passwordAttempt })
          .from(users)
          .where(and(eq(users.mobileNo, request.query.username), inArray(users.userType, [...STAFF_TYPES])))
          .limit(1)
        const token = newToken()
        // Unknown, inactive or mail-less accounts get the same answer as a success: no enumeration.
        if (!user || !user.active || !user.email) return answer(reply, RC.NEW_PASSWORD_SENT, MESSAGES.NEW_PASSWORD_SENT)
        if (user.passwordAttempt >= MAX_PASSWORD_ATTEMPTS) return answer(reply, RC.ATTEMPTS_EXCEEDED, MESSAGES.ATTEMPTS_EXCEEDED)
        if (!user.emailVerified) return answer(reply, RC.EMAIL_NOT_VERIFIED, 'User login email is not verified')
        const now = clock.now()
        await db.insert(passwordResetTokens).values({
          tokenHash: sha256(token),
          userId: user.id,
          expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
          createdAt: now,
        })
        const link = `${config.PUBLIC_URL.replace(/\/$/, '')}/user/password/generate?token=${token}`
        await deps.mail.send({
          to: user.email,
          subject: 'Password reset',
          text: `A new password was requested for your account. Open this link within one hour to generate it:\n${link}\nIf you did not ask for this, ignore this mail.`,
        })
        await fastify.audit(request, { action: 'password.forgot', entity: 'user', recordId: user.id, actorId: user.id })
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
        config: { access: 'public', ...signInLimit },
      },
      async (request, reply) => {
        const now = clock.now()
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
        if (!used) return answer(reply, RC.NOT_FOUND, VM.invalidToken)
        const [user] = await db.select({ email: users.email, active: users.active }).from(users).where(eq(users.id, used.userId))
        if (!user?.email || !user.active) return answer(reply, RC.NOT_FOUND, VM.invalidToken)
        const password = temporaryPassword()
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(password), mustChangePassword: true, updatedAt: now })
          .where(eq(users.id, used.userId))
        await fastify.endUserSessions(used.userId)
        await deps.mail.send({
          to: user.email,
          subject: 'Your new password',
          text: `Your temporary password is: ${password}\nSign in with it; you will be asked to choose a new password.`,
        })
        await fastify.audit(request, { action: 'password.generate', entity: 'user', recordId: used.userId, actorId: used.userId })
        return answer(reply, RC.PASSWORD_GENERATED, MESSAGES.PASSWORD_GENERATED)
      },
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
          return answer(reply, RC.PASSWORD_MISMATCH, MESSAGES.PASSWORD_MISMATCH)
        }
        const problem = passwordProblem(request.body.password, { mobileNo: auth.user.mobileNo })
        if (problem) {
          const message = problem === 'short' ? VM.passwordShort : problem === 'long' ? VM.passwordLong : VM.passwordCommon
          return answer(reply, RC.BAD_INPUT, message)
        }
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(request.body.password), mustChangePassword: false, updatedAt: clock.now() })
          .where(eq(users.id, auth.user.id))
        await fastify.audit(request, { action: 'password.change', entity: 'user', recordId: auth.user.id })
        await fastify.endUserSessions(auth.user.id)
        clearSessionCookie(reply, config)
        return answer(reply, RC.PASSWORD_CHANGED, MESSAGES.PASSWORD_CHANGED)
      },
    )
  }
}

function otpText(otp: string): string {
  return `${otp} is your EV Back Office sign-in code. It is valid for 5 minutes. Do not share it.`
}
