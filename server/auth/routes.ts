import { and, count, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { isLoginAnswer, loginBody, STAFF_TYPES, verifyOtpBody, type SessionUser } from '../../shared/api/auth'
import { MESSAGES, RC } from '../../shared/response-codes'
import { notifications, otpSends, users } from '../db/schema'
import { answer, envelope, invalidSession, ok, refuse } from '../http'
import type { RequestAuth } from '../types'
import { accountLimit } from './account-limit'
import { byAddress } from '../plugins/rate-limits'
import { PasswordAttempts } from './password-attempts'
import { verifyDummy, verifyPassword } from './passwords'
import { reserveResend } from './resend-throttle'
import { clearSessionCookie, cookieName, setSessionCookie, type SessionStore } from './sessions'
import { registerLogoutEverywhere } from './logout-everywhere'
import { registerPasswordRoutes } from './password-routes'
import { sha256 } from './tokens'

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

/**
 * The sign-in and session calls of spec 000 section 7 (Auth), under /api/admin. `limitRedis` (with REDIS_URL) shares
 * the per-account limit across nodes.
 */
export function authRoutes(store: SessionStore, authRateLimit: number, limitRedis: Redis | null = null) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const { db, deps } = fastify
    const { clock, config } = deps
    // Per address whatever session cookie the call carries (the API limit's key is the session: plugins/rate-limits.ts).
    const signInLimit = { rateLimit: { max: authRateLimit, timeWindow: 60_000, keyGenerator: byAddress } }
    const attempts = new PasswordAttempts(fastify.transact)
    const perAccount = accountLimit({
      max: config.ACCOUNT_SIGNIN_LIMIT,
      clock,
      redis: limitRedis,
      prefix: config.REDIS_PREFIX,
    })
    /** Counts a call against the number's budget; when it is spent, refuses 429/112 with Retry-After. */
    const refuseOverAccountLimit = async (reply: FastifyReply, key: string): Promise<void> => {
      const { allowed, retryAfterSeconds } = await perAccount.take(key)
      if (allowed) return
      reply.header('retry-after', String(retryAfterSeconds))
      refuse(RC.THROTTLED, MESSAGES.THROTTLED)
    }

    app.get(
      '/islogin',
      {
        schema: {
          tags,
          summary: 'Session check: the signed-in user and their unread notification count',
          response: { 200: isLoginAnswer },
        },
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
        schema: {
          tags,
          summary: 'Step 1: mobile number (as `email`) and password; sends the one-time code',
          body: loginBody,
          response: { 200: envelope },
        },
        config: { access: 'public', ...signInLimit },
      },
      async (request, reply) => {
        const { email: mobileNo, password } = request.body
        await refuseOverAccountLimit(reply, `signin:${mobileNo}`)
        // Known and unknown numbers take the same steps (one select, one scrypt, one update, one audit row), so the
        // answer time does not tell whether a number exists (SECURITY.md item 8).
        const [user] = await db
          .select({ id: users.id, passwordHash: users.passwordHash, active: users.active })
          .from(users)
          .where(and(eq(users.mobileNo, mobileNo), inArray(users.userType, [...STAFF_TYPES])))
          .limit(1)
        const correct = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : await verifyDummy(password)
        if (!user || !correct) {
          const outcome = await attempts.wrong(request, user?.id ?? null, mobileNo)
          return outcome === 'locked'
            ? refuse(RC.ATTEMPTS_EXCEEDED, MESSAGES.ATTEMPTS_EXCEEDED)
            : refuse(RC.WRONG_CREDENTIALS, MESSAGES.WRONG_CREDENTIALS)
        }
        if ((await attempts.right(request, user.id)) === 'locked') return refuse(RC.ATTEMPTS_EXCEEDED, MESSAGES.ATTEMPTS_EXCEEDED)
        if (!user.active) return refuse(RC.ACCOUNT_INACTIVE, MESSAGES.ACCOUNT_INACTIVE)

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
        schema: {
          tags,
          summary: 'Step 2: the one-time code; on success a new session id is issued',
          body: verifyOtpBody,
          response: { 200: envelope },
        },
        config: { access: 'pending', ...signInLimit },
      },
      async (request, reply) => {
        const auth = request.auth!
        const result = await store.checkOtp(auth.sessionHash, request.body.otpVal)
        if (result !== 'ok') {
          await fastify.audit(request, { action: 'signin.otp.failure', entity: 'user', recordId: auth.user.id, actorId: auth.user.id })
          return refuse(RC.INVALID_OTP, MESSAGES.INVALID_OTP)
        }
        const token = await store.activate(auth.sessionHash, auth.user.id, meta(request))
        if (!token) return invalidSession()
        setSessionCookie(reply, config, token)
        await fastify.audit(request, { action: 'signin.success', entity: 'user', recordId: auth.user.id, actorId: auth.user.id })
        return ok(reply)
      },
    )

    app.post(
      '/resend/otp',
      {
        schema: {
          tags,
          summary: 'Sends a new one-time code (at most one per 5 s and five per 15 min); the old code stops working',
          response: { 200: envelope },
        },
        config: { access: 'pending', ...signInLimit },
      },
      async (request, reply) => {
        const auth = request.auth!
        if (!(await reserveResend(db, auth.user.id, clock.now()))) return refuse(RC.THROTTLED, MESSAGES.THROTTLED)
        const otp = await store.replaceOtp(auth.sessionHash)
        // The attempt was used or ended meanwhile: no code to send.
        if (!otp) return invalidSession()
        await deps.sms.send({ to: auth.user.mobileNo, text: otpText(otp) })
        return ok(reply, undefined, MESSAGES.OTP_RESENT)
      },
    )

    app.get(
      '/logout',
      {
        schema: { tags, summary: 'Ends the session (and the pending sign-in attempt, if any)', response: { 200: envelope } },
        config: { access: 'public', stateChanging: true },
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

    registerPasswordRoutes(fastify, { signInLimit, refuseOverAccountLimit })
    registerLogoutEverywhere(fastify)
  }
}

function otpText(otp: string): string {
  return `${otp} is your EV Back Office sign-in code. It is valid for 5 minutes. Do not share it.`
}
