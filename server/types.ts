import type { Server as IoServer } from 'socket.io'
import type { ZodType } from 'zod'
import type { PermissionList, PermissionSet, Need } from '../shared/permissions'
import type { Clock } from './clock'
import type { Config } from './config'
import type { Database, Db } from './db/client'
import type { MailSender, SmsSender } from './providers/types'
import type { PrivilegedField } from '../shared/privileged-fields'
import type { AuditEntry } from './audit/audit'
import type { ApiRoute } from './plugins/access'
import type { Transact } from './audit/transact'

/**
 * What a route needs, declared on every route under /api (`config.access`); a route without it is
 * refused at start-up, and a request to an undeclared path is denied.
 * - 'public': anyone (sign-in steps, health).
 * - 'pending': the sign-in attempt waiting for its one-time code.
 * - 'signedIn': any signed-in user (session check, own password, logout).
 * - 'webhook': a server-to-server call carrying the telephony webhook secret (EXOTEL_WEBHOOK_SECRET), no cookie.
 * - 'signedWebhook': a server-to-server call whose body the route's handler verifies itself (the WhatsApp webhook's
 *   X-Hub-Signature-256 over the raw body), no cookie; like 'webhook' it skips the same-origin check.
 * - a Need: a screen permission, optionally one of its buttons.
 */
export type Access = 'public' | 'pending' | 'signedIn' | 'webhook' | 'signedWebhook' | Need

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
    /**
     * A GET call of the spec that changes state (logout, the forgot-password link): checked for the same origin and the
     * custom header like a POST (server/plugins/security.ts), decided on the matched route, never on the raw URL.
     */
    stateChanging?: boolean
    /**
     * Privileged fields (shared/privileged-fields.ts) this route takes although its schema does not name them (a body it
     * parses itself); any other privileged field is refused at the boundary (server/plugins/input-guard.ts).
     */
    acceptsPrivileged?: readonly PrivilegedField[]
    /**
     * For a route whose declared body schema is loose because the handler picks the schema by the body itself: that
     * choice, so the boundary checks the body against the fields the handler will really take.
     */
    parsesBodyWith?: (body: unknown) => ZodType
  }
  interface FastifyRequest {
    auth: RequestAuth | null
    /** How the action was started, from the X-Action-Source header. */
    actionSource: 'pointer' | 'hotkey' | 'palette'
  }
  interface FastifyInstance {
    deps: AppDeps
    db: Db
    /** Reads that must not wait behind the embedded database's queue (the incoming-call lookup); `db` elsewhere. */
    urgentDb: Db
    io: IoServer
    /** Every API route with its declared access (the generated permission test walks it). */
    apiRoutes: ReadonlyArray<ApiRoute>
    /** Writes an audit row on its own: refusals, sign-in events, reads. A change uses `transact`. */
    audit(request: FastifyRequest | null, entry: AuditEntry): Promise<void>
    /** A change and its audit rows in one transaction, effects after the commit (server/audit/transact.ts). */
    transact: Transact
    /** Ends every session and open socket of a user (logout, password change, deactivation, deletion). */
    endUserSessions(userId: string, opts?: { exceptHash?: string }): Promise<void>
  }
}
