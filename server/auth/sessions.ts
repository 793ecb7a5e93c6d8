import { and, eq, ne, sql } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import { fullPermissions, PermissionSet, type PermissionList } from '../../shared/permissions'
import type { Clock } from '../clock'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { branches, roles, serviceCentres, sessions, users } from '../db/schema'
import type { RequestAuth } from '../types'
import type { CachedSession, SessionCache } from './session-cache'
import { newOtp, newToken, sha256 } from './tokens'

export const OTP_TTL_MS = 5 * 60_000
export const OTP_MAX_ATTEMPTS = 5
/** lastSeenAt is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000

export function cookieName(config: Config): string {
  return config.production ? '__Host-sid' : 'sid'
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(cookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.production,
    maxAge: Math.round(config.SESSION_ABSOLUTE_HOURS * 3600),
  })
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(cookieName(config), { path: '/', httpOnly: true, sameSite: 'lax', secure: config.production })
}

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: Config,
    /** This process's copy of signed-in sessions (server/auth/session-cache.ts); null reads the database each time. */
    private readonly cache: SessionCache | null = null,
  ) {}

  private get idleMs() {
    return this.config.SESSION_IDLE_MINUTES * 60_000
  }

  private get absoluteMs() {
    return this.config.SESSION_ABSOLUTE_HOURS * 3_600_000
  }

  /** A sign-in attempt waiting for its one-time code; answers the cookie token and the code. */
  async createPending(userId: string, meta: { ip: string; userAgent?: string }): Promise<{ token: string; otp: string }> {
    const token = newToken()
    const otp = newOtp()
    const now = this.clock.now()
    await this.db.insert(sessions).values({
      idHash: sha256(token),
      userId,
      stage: 'otp',
      otpHash: sha256(otp),
      otpExpiresAt: new Date(now.getTime() + OTP_TTL_MS),
      otpAttempts: 0,
      createdAt: now,
      lastSeenAt: now,
      // The attempt itself lives no longer than its code may be re-sent: the idle timeout.
      expiresAt: new Date(now.getTime() + this.idleMs),
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    })
    return { token, otp }
  }

  /** Replaces the code of a pending attempt (resend): the old code stops working. Null when the attempt is gone. */
  async replaceOtp(hash: string): Promise<string | null> {
    const otp = newOtp()
    const now = this.clock.now()
    const replaced = await this.db
      .update(sessions)
      .set({ otpHash: sha256(otp), otpExpiresAt: new Date(now.getTime() + OTP_TTL_MS), otpAttempts: 0 })
      .where(and(eq(sessions.idHash, hash), eq(sessions.stage, 'otp')))
      .returning({ idHash: sessions.idHash })
    return replaced.length > 0 ? otp : null
  }

  /**
   * Checks a code. The attempt counter is raised in the same statement that reads the code, so
   * concurrent guesses are serialised by the row lock and at most five are ever compared.
   */
  async checkOtp(hash: string, otp: string): Promise<'ok' | 'wrong'> {
    const now = this.clock.now()
    const rows = await this.db
      .update(sessions)
      .set({ otpAttempts: sql`${sessions.otpAttempts} + 1` })
      .where(
        and(
          eq(sessions.idHash, hash),
          eq(sessions.stage, 'otp'),
          sql`${sessions.otpAttempts} < ${OTP_MAX_ATTEMPTS}`,
          sql`${sessions.otpExpiresAt} > ${now.toISOString()}`,
          sql`${sessions.otpHash} is not null`,
        ),
      )
      .returning({ otpHash: sessions.otpHash, attempts: sessions.otpAttempts })
    const row = rows[0]
    if (!row || !row.otpHash) return 'wrong'
    if (row.otpHash === sha256(otp)) return 'ok'
    if (row.attempts >= OTP_MAX_ATTEMPTS) {
      await this.db.update(sessions).set({ otpHash: null }).where(eq(sessions.idHash, hash))
    }
    return 'wrong'
  }

  /** The code was accepted: the attempt is replaced by a signed-in session under a new id. */
  async activate(pendingHash: string, userId: string, meta: { ip: string; userAgent?: string }): Promise<string | null> {
    const token = newToken()
    const now = this.clock.now()
    const done = await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(sessions)
        .where(and(eq(sessions.idHash, pendingHash), eq(sessions.stage, 'otp')))
        .returning({ idHash: sessions.idHash })
      if (removed.length === 0) return false
      await tx.insert(sessions).values({
        idHash: sha256(token),
        userId,
        stage: 'active',
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + this.absoluteMs),
        ip: meta.ip.slice(0, 64),
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      })
      return true
    })
    return done ? token : null
  }

  async destroy(hash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, hash))
  }

  /** Ends every session of a user, optionally keeping one. */
  async destroyUser(userId: string, exceptHash?: string): Promise<void> {
    await this.db
      .delete(sessions)
      .where(exceptHash ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptHash)) : eq(sessions.userId, userId))
  }

  /**
   * Reads the session of a cookie token with its user and role in one query (or from the cache, with the same checks).
   * Expired sessions (idle or absolute) and sessions of inactive users are removed and answer null. A cached session
   * that fails a check is only dropped and read again: another node may have kept it alive.
   */
  async load(token: string): Promise<RequestAuth | null> {
    if (!token || token.length > 100) return null
    const hash = sha256(token)
    const cached = await this.cache?.lookup(hash)
    if (cached) {
      const now = this.clock.now().getTime()
      if (this.fresh(cached, now)) return this.answer(hash, 'active', cached, now)
      this.cache!.drop(hash)
    }
    const ticket = this.cache?.ticket()
    const rows = await sessionLookup(this.db, hash)
    const row = rows[0]
    if (!row) return null
    const now = this.clock.now().getTime()
    const session = sessionOf(row)
    if (!row.active || !this.fresh(session, now)) {
      await this.destroy(hash)
      return null
    }
    if (row.stage === 'active' && ticket !== undefined) this.cache!.store(hash, ticket, session)
    return this.answer(hash, row.stage, session, now)
  }

  private fresh(s: CachedSession, now: number): boolean {
    return s.expiresAt > now && s.lastSeenAt + this.idleMs > now
  }

  private async answer(hash: string, stage: RequestAuth['stage'], s: CachedSession, now: number): Promise<RequestAuth> {
    if (now - s.lastSeenAt >= TOUCH_EVERY_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.idHash, hash))
      s.lastSeenAt = now
    }
    return { sessionHash: hash, stage, user: s.user, permission: s.permission, perms: s.perms }
  }
}

type LookupRow = Awaited<ReturnType<typeof sessionLookup>>[number]

/** A lookup row as the cache keeps it, with the permission computed once (the super admin holds every one). */
function sessionOf(row: LookupRow): CachedSession {
  const permission: PermissionList | null = row.user.isSuperAdmin
    ? fullPermissions()
    : row.rolePermission && row.roleActive
      ? row.rolePermission
      : null
  return {
    user: row.user,
    permission,
    perms: new PermissionSet(permission, row.user.isSuperAdmin),
    expiresAt: row.expiresAt.getTime(),
    lastSeenAt: row.lastSeenAt.getTime(),
  }
}

/**
 * The session of a token's hash with its user, role, centre and branch, in one statement (SessionStore.load; the API
 * benchmark's baseline sends the same statement).
 */
export function sessionLookup(db: Db, hash: string) {
  return db
    .select({
      stage: sessions.stage,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        userType: users.userType,
        fname: users.fname,
        lname: users.lname,
        email: users.email,
        mobileNo: users.mobileNo,
        profileImage: users.profileImage,
        isSuperAdmin: users.isSuperAdmin,
        mustChangePassword: users.mustChangePassword,
        scuId: users.scuId,
        scuTitle: serviceCentres.title,
        branchId: users.branchId,
        branchName: branches.name,
      },
      active: users.active,
      rolePermission: roles.permission,
      roleActive: roles.active,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(serviceCentres, eq(serviceCentres.id, users.scuId))
    .leftJoin(branches, eq(branches.id, users.branchId))
    .where(eq(sessions.idHash, hash))
    .limit(1)
}
