import { and, eq, lt, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Transact } from '../audit/transact'
import { users } from '../db/schema'

export const MAX_PASSWORD_ATTEMPTS = 5
/** No user has this id: an unknown number runs the same statements as a known one, against no row. */
const NO_USER = '00000000-0000-0000-0000-000000000000'

/**
 * The password lockout (SECURITY.md item 8). The password is checked first, without holding anything; then the
 * counter is read and changed under the user's row lock (one conditional UPDATE for a wrong password, a locking read
 * and the reset for a right one), so concurrent calls are ordered as if they came one by one:
 * - a wrong password adds one only while the counter is below five (it never passes five), and answers locked
 *   when it made the fifth or found the account locked;
 * - a right password clears the counter only while it is below five, so a locked account refuses it.
 * Each counter change commits with its audit row.
 */
export class PasswordAttempts {
  constructor(private readonly transact: Transact) {}

  /** A wrong password, or any password for an unknown number (userId null): the same statements either way. */
  async wrong(request: FastifyRequest, userId: string | null, mobileNo: string): Promise<'wrong' | 'locked'> {
    return this.transact(request, async (tx, audit) => {
      const [counted] = await tx
        .update(users)
        .set({ passwordAttempt: sql`${users.passwordAttempt} + 1` })
        .where(and(eq(users.id, userId ?? NO_USER), lt(users.passwordAttempt, MAX_PASSWORD_ATTEMPTS)))
        .returning({ attempts: users.passwordAttempt })
      const locked = userId !== null && (!counted || counted.attempts >= MAX_PASSWORD_ATTEMPTS)
      const action = !userId ? 'signin.failure' : !counted ? 'signin.locked' : locked ? 'signin.lockout' : 'signin.failure'
      await audit({
        action,
        entity: 'user',
        recordId: userId,
        actorId: userId,
        changes: userId ? (counted ? { passwordAttempt: counted.attempts } : null) : { mobileNo },
        comment: userId ? null : 'unknown mobile number',
      })
      return locked ? 'locked' : 'wrong'
    })
  }

  /**
   * A right password: clears the counter unless the account is locked (then audited as such). The row is locked while
   * it reads the counter, so no wrong password counts in between; it is written (with its audit row) only when failures
   * are cleared.
   */
  async right(request: FastifyRequest, userId: string): Promise<'cleared' | 'locked'> {
    return this.transact(request, async (tx, audit) => {
      const [row] = await tx.select({ attempts: users.passwordAttempt }).from(users).where(eq(users.id, userId)).for('no key update')
      const failures = row?.attempts ?? MAX_PASSWORD_ATTEMPTS
      if (failures >= MAX_PASSWORD_ATTEMPTS) {
        await audit({ action: 'signin.locked', entity: 'user', recordId: userId, actorId: userId })
        return 'locked'
      }
      if (failures > 0) {
        await tx.update(users).set({ passwordAttempt: 0 }).where(eq(users.id, userId))
        await audit({
          action: 'signin.attempts.cleared',
          entity: 'user',
          recordId: userId,
          actorId: userId,
          comment: `${failures} wrong password(s) before the right one`,
        })
      }
      return 'cleared'
    })
  }
}
