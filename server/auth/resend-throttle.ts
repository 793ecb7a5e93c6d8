import { and, eq, gt, max, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { otpSends, users } from '../db/schema'

const RESEND_GAP_MS = 5_000
const RESEND_WINDOW_MS = 15 * 60_000
const RESEND_MAX = 5

/**
 * Reserves a resend for a user (SECURITY.md item 7): at most one code per 5 s (any send) and five resends per
 * 15 minutes. The check and the record of the send run under a lock on the user's row, so concurrent resends queue
 * and each sees the ones before it; a reserved send is recorded before the code goes out.
 */
export async function reserveResend(db: Db, userId: string, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - RESEND_WINDOW_MS)
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
    const [recent] = await tx
      .select({
        last: max(otpSends.createdAt),
        resends: sql<number>`count(*) filter (where ${otpSends.kind} = 'resend')`,
      })
      .from(otpSends)
      .where(and(eq(otpSends.userId, userId), gt(otpSends.createdAt, windowStart)))
    const last = recent?.last ? new Date(recent.last).getTime() : 0
    if (now.getTime() - last < RESEND_GAP_MS || Number(recent?.resends ?? 0) >= RESEND_MAX) return false
    await tx.insert(otpSends).values({ userId, kind: 'resend', createdAt: now })
    return true
  })
}
