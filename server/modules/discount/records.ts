import { and, eq, inArray, ne, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { DISCOUNT_MESSAGES as M, discountRecordContract, endInPast } from '../../../shared/api/discount'
import { indiaMidnight } from '../../../shared/india-day'
import { RC } from '../../../shared/response-codes'
import { users } from '../../db/schema/core'
import { changedFields, changesComment } from '../../lib/changed-fields'
import { registerRecordRoutes, type Refusal } from '../../lib/records'
import { couponColumns } from './data'
import { type CouponRecord, couponDetailsOf } from './list'
import { couponEligibleUsers, coupons } from './schema'

/**
 * The coupon record calls (permission Discount), on the record kit:
 * - POST /discount/details (view): the row (with its eligible riders and the applied figures) and the version;
 * - POST /discount/add (add): the 'Discount Form' (shared discountForm); the end day not before today (India);
 * - PUT /discount/update (edit): the same with the version (an end day already past may stay);
 * - DELETE /discount/delete and POST /discount/restore: the kit's soft delete and Undo.
 * A code is unique case aside among all coupons (114: the check, and the unique index on upper(code) between two saves
 * at once). An eligible rider is an active customer (one already eligible may stay although since deactivated); the
 * riders are replaced in the record's transaction and their change joins its audit entry.
 */
export function discountRecordRoutes(fastify: FastifyInstance): void {
  registerRecordRoutes(fastify, {
    contract: discountRecordContract,
    screen: 'Discount',
    entity: 'coupons',
    what: 'coupon',
    tags: ['discount'],
    table: coupons,
    id: coupons.id,
    active: coupons.active,
    idMessage: M.selectCoupon,
    messages: { saved: M.created },
    details: (row: CouponRecord, { db, now }) => couponDetailsOf(db, row, now),
    checkFirst: (form, before, { now }): Refusal | undefined =>
      !before && endInPast(form.endAt, indiaMidnight(Math.floor(now.getTime() / 1000)))
        ? { code: RC.BAD_INPUT, message: M.pastEnd }
        : undefined,
    duplicate: (form, except) => {
      const same = eq(sql`upper(${coupons.code})`, form.code.toUpperCase())
      return except ? and(same, ne(coupons.id, except)) : same
    },
    check: async (form, before, { db }): Promise<Refusal | undefined> => {
      const ids = form.eligibleUserIds
      if (ids.length === 0) return undefined
      const kept = before
        ? sql`${users.id} IN (SELECT ${couponEligibleUsers.userId} FROM ${couponEligibleUsers} WHERE ${couponEligibleUsers.couponId} = ${before.id})`
        : undefined
      const found = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.userType, 'user'), or(eq(users.active, true), kept)))
      return found.length === ids.length ? undefined : { code: RC.BAD_INPUT, message: M.unknownUser }
    },
    columns: (form) => couponColumns(form),
    createColumns: ({ auth }) => ({ createdById: auth.user.id }),
    afterWrite: async (tx, couponId, form) => {
      const stored = await tx
        .select({ userId: couponEligibleUsers.userId })
        .from(couponEligibleUsers)
        .where(eq(couponEligibleUsers.couponId, couponId))
      const before = stored.map((r) => r.userId).sort()
      const next = [...form.eligibleUserIds].sort()
      if (before.join() === next.join()) return {}
      await tx.delete(couponEligibleUsers).where(eq(couponEligibleUsers.couponId, couponId))
      if (next.length) await tx.insert(couponEligibleUsers).values(next.map((userId) => ({ couponId, userId })))
      // The riders are not a column of the row: their change joins the record's audit entry.
      return changedFields({ eligibleUserIds: before }, { eligibleUserIds: next })
    },
    // The unique index covers every coupon, deleted or not: a restore never duplicates a code.
    checkRestore: () => undefined,
    comment: {
      created: (f) => `coupon ${f.code} created (${f.couponType}, ${f.eligibleUserIds.length} eligible users)`,
      updated: (changes, before) => `${before.code}: ${changesComment(changes)}`,
      deleted: (row) => `coupon ${row.code} deleted`,
    },
  })
}
