import type { Server as IoServer } from 'socket.io'
import type { PermissionList, PermissionSet, Need } from '../shared/permissions'
import type { Clock } from './clock'
import type { Config } from './config'
import type { Database, Db } from './db/client'
import type { MailSender, SmsSender } from './providers/types'
import type { AuditEntry } from './audit/audit'

/**
 * What a route needs, declared on every route under /api (`config.access`); a route without it is
 * refused at start-up, and a request to an undeclared path is denied.
 * - 'public': anyone (sign-in steps, health).
 * - 'pending': the sign-in attempt waiting for its one-time code.
 * - 'signedIn': any signed-in user (session check, own password, logout).
 * - 'webhook': a server-to-server call carrying the telephony webhook secret (EXOTEL_WEBHOOK_SECRET), no cookie.
 * - a Need: a screen permission, optionally one of its buttons.
 */
export type Access = 'public' | 'pending' | 'signedIn' | 'webhook' | Need

export interface SessionUserRow {
  id: string
  userType: 'admin' | 'user' | 'scp' | 'scc' | 'worker'
  fname: string
  lname: string | null
  email: string | null
  mobileNo: string
  profileImage: string | null
  isSuperAdmin: boolean
  mustChangePassword: boolean
  scuId: string | null
  scuTitle: string | null
  branchId: string | null
  branchName: string | null
}

export interface RequestAuth {
  sessionHash: string
  stage: 'otp' | 'active'
  user: SessionUserRow
  /** The role's list, or null when the user holds no active role (the super admin gets every permission). */
  permission: PermissionList | null
  perms: PermissionSet
}

export interface AppDeps {
  config: Config
  database: Database
  clock: Clock
  sms: SmsSender
  mail: MailSender
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
    /** Still allowed while the user must change a generated password. */
    duringPasswordChange?: boolean
  }
  interface FastifyRequest {
    auth: RequestAuth | null
    /** How the action was started, from the X-Action-Source header. */
    actionSource: 'pointer' | 'hotkey' | 'palette'
  }
  interface FastifyInstance {
    deps: AppDeps
    db: Db
    io: IoServer
    /** Every API route with its declared access (the generated permission test walks it). */
    apiRoutes: ReadonlyArray<{ method: string; url: string; access: Access; body?: unknown }>
    audit(request: FastifyRequest | null, entry: AuditEntry): Promise<void>
    /** Ends every session and open socket of a user (logout, password change, deactivation, deletion). */
    endUserSessions(userId: string, opts?: { exceptHash?: string }): Promise<void>
  }
}
