import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { NOTIFICATION_MESSAGES as NM, NOTIFICATION_TYPES } from '../../../shared/api/notification-admin'
import { RC } from '../../../shared/response-codes'
import type { AuditEntry } from '../../audit/audit'
import type { Tx, TransactionWork } from '../../audit/transact'
import { refuse } from '../../http'
import { rowsOf } from '../../lib/list-count'
import { lockActiveOption } from '../../lib/option-lists'
import { pushNotificationCount } from '../../realtime/notifications'
import { notificationSends } from './schema'

/** What a send writes: its texts and type, the one recipient (none: every active customer), the send it repeats. */
export interface Send {
  title: string
  subject: string | null
  body: string
  notificationType: string
  userId: string | null
  resentFromId: string | null
}

/** Who a send without a recipient reaches: every active customer (`users` as `u`). */
export const ACTIVE_CUSTOMERS = sql`u.user_type = 'user' AND u.active`

const BUILT_IN_TYPES: readonly string[] = NOTIFICATION_TYPES

/**
 * A send's type: an active value of the Options screen's notification type list (issue 21), share-locked till the
 * commit so the list cannot delete it meanwhile; without the options module, a built-in type. Refused (110) otherwise.
 */
async function lockType(tx: Tx, type: string): Promise<void> {
  const offered = await lockActiveOption(tx, 'notificationType', type)
  if (offered === false || (offered === null && !BUILT_IN_TYPES.includes(type))) refuse(RC.BAD_INPUT, NM.typeRequired)
}

/** A written send: its id and how many users got it. */
export interface Sent {
  id: string
  recipients: number
}

/**
 * The delivery of a send (create, resend, the Users screen's send): the send, one `notifications` row per recipient in
 * one INSERT … SELECT (every active customer, or the one user the send names) and its audit row (`audited`, given the
 * send's id and recipients), as the work of one transaction (the route's, with its Idempotency-Key claim); after the commit the recipients' unread counts are pushed to those of
 * them that are connected (server/realtime/notifications.ts). The send's type is checked first (lockType): a refused
 * type is thrown (`refuse`), which rolls the transaction back and is the answer.
 */
export function sendDelivery(fastify: FastifyInstance) {
  const { clock } = fastify.deps

  /** Pushes the new counts to the recipients that are signed in (any node); never throws. */
  async function push(userIds: string[]): Promise<void> {
    if (userIds.length === 0 || !fastify.io) return
    let targets = userIds
    if (userIds.length > 1) {
      try {
        const connected = new Set<string>()
        for (const s of await fastify.io.fetchSockets())
          for (const room of s.rooms) if (room.startsWith('user:')) connected.add(room.slice(5))
        targets = userIds.filter((id) => connected.has(id))
      } catch (err) {
        fastify.log.warn({ err }, 'listing connected sockets for a notification push; pushing to every recipient')
      }
    }
    await pushNotificationCount(fastify, targets)
  }

  return function deliver(request: FastifyRequest, send: Send, audited: (sent: Sent) => AuditEntry): TransactionWork<Sent> {
    const now = clock.now()
    return async (tx, audit, afterCommit) => {
      await lockType(tx, send.notificationType)
      const [row] = await tx
        .insert(notificationSends)
        .values({
          ...send,
          audience: send.userId ? 'user' : 'customers',
          createdById: request.auth!.user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: notificationSends.id })
      const who = send.userId ? sql`u.id = ${send.userId}` : ACTIVE_CUSTOMERS
      const res = await tx.execute(sql`
        INSERT INTO notifications (user_id, title, subject, body, notification_type, read, created_at, updated_at)
        SELECT u.id, ${send.title}, ${send.subject}, ${send.body}, ${send.notificationType}, false, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        FROM users u WHERE ${who}
        RETURNING user_id`)
      const userIds = rowsOf<{ user_id: string }>(res).map((r) => r.user_id)
      await tx.update(notificationSends).set({ recipients: userIds.length }).where(eq(notificationSends.id, row!.id))
      const sent = { id: row!.id, recipients: userIds.length }
      await audit(audited(sent))
      afterCommit(() => push(userIds))
      return sent
    }
  }
}

export type Deliver = ReturnType<typeof sendDelivery>
