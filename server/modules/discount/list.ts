import { eq, or, sql } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { basisPointsToPercent, percentToBasisPoints } from '../../../shared/api/booking-money'
import type { DiscountDetails } from '../../../shared/api/discount'
import {
  type CouponValidity,
  couponValidity,
  type DiscountRow,
  discountTableContract,
  type EligibleUserRow,
} from '../../../shared/api/discount.table'
import type { Clock } from '../../clock'
import type { Db } from '../../db/client'
import { defineList, unixSeconds } from '../../lib/list'
import { containsText } from '../../lib/list-query'
import { coupons } from './schema'

/** What a stored coupon row is. */
export type CouponRecord = typeof coupons.$inferSelect

// Written with qualified names: drizzle leaves a column in a select's sql unqualified, and the subqueries' own tables
// would shadow it.
/** The eligible riders, by name: one subquery per row. */
const eligible = sql<EligibleUserRow[]>`coalesce((
  select json_agg(json_build_object('_id', u.id, 'fname', u.fname, 'lname', u.lname, 'mobileNo', u.mobile_no) order by u.fname, u.id)
  from coupon_eligible_users e join users u on u.id = e.user_id
  where e.coupon_id = "coupons"."id"), '[]'::json)`
/** The read-only figures, from the redemptions: riders who used the coupon, the bills and the discounts (paise). */
const appliedUsers = sql<number>`(select count(distinct r.user_id) from coupon_redemptions r where r.coupon_id = "coupons"."id")::int`
const appliedAmount = sql<string>`(select coalesce(sum(r.bill_paise), 0) from coupon_redemptions r where r.coupon_id = "coupons"."id")::text`
const discountedAmount = sql<string>`(select coalesce(sum(r.discount_paise), 0) from coupon_redemptions r where r.coupon_id = "coupons"."id")::text`

/** The columns of a coupon row as the table, the export and the details call give them. */
const select = {
  id: coupons.id,
  code: coupons.code,
  title: coupons.title,
  couponType: coupons.couponType,
  percent: coupons.percent,
  minBillPaise: coupons.minBillPaise,
  maxDiscountPaise: coupons.maxDiscountPaise,
  startAt: coupons.startAt,
  endAt: coupons.endAt,
  attemptsPerUser: coupons.attemptsPerUser,
  eligibleUsers: eligible,
  appliedUsers,
  appliedAmount,
  discountedAmount,
  active: coupons.active,
  createdAt: coupons.createdAt,
  updatedAt: coupons.updatedAt,
}
type Selected = SelectResultFields<typeof select>

/** '10.00' → '10', '12.50' → '12.5'. */
export const percentText = (numeric: string) => basisPointsToPercent(percentToBasisPoints(numeric) ?? 0)
const personText = (u: EligibleUserRow) => `${[u.fname, u.lname].filter(Boolean).join(' ')} (${u.mobileNo})`

/** A selected row → the row the client gets (days and times in Unix seconds, money in paise), at `now`. */
function rowOf(r: Selected, now: Date): DiscountRow {
  const people = (typeof r.eligibleUsers === 'string' ? JSON.parse(r.eligibleUsers) : r.eligibleUsers) as EligibleUserRow[]
  const startAt = unixSeconds(r.startAt)!
  const endAt = unixSeconds(r.endAt)!
  return {
    _id: r.id,
    code: r.code,
    title: r.title,
    couponType: r.couponType,
    percent: percentText(r.percent),
    minBill: Number(r.minBillPaise),
    maxDiscount: Number(r.maxDiscountPaise),
    startAt,
    endAt,
    validity: couponValidity(startAt, endAt, Math.floor(now.getTime() / 1000)),
    attemptsPerUser: r.attemptsPerUser,
    eligibleUsers: people,
    eligibleUserNames: people.map(personText),
    appliedUsers: Number(r.appliedUsers),
    appliedAmount: Number(r.appliedAmount),
    discountedAmount: Number(r.discountedAmount),
    active: r.active,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }
}

/** One coupon as a list row at `now`, or null. */
export async function couponRowById(db: Db, id: string, now: Date): Promise<DiscountRow | null> {
  const [row] = await db.select(select).from(coupons).where(eq(coupons.id, id)).limit(1)
  return row ? rowOf(row as Selected, now) : null
}

/** The details answer of a stored coupon: its row and version. */
export async function couponDetailsOf(db: Db, row: CouponRecord, now: Date): Promise<{ coupon: DiscountDetails }> {
  return { coupon: { ...(await couponRowById(db, row.id, now))!, version: row.version } }
}

/** The condition of a validity at `now`: before the start day, within the days, after the end day. */
function validityIs(v: CouponValidity, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`
  const end = sql`(${coupons.endAt} + interval '1 day')`
  if (v === 'upcoming') return sql`${coupons.startAt} > ${at}`
  if (v === 'running') return sql`${coupons.startAt} <= ${at} AND ${end} > ${at}`
  return sql`${end} <= ${at}`
}

/**
 * The coupons table (POST /discount/all) and its export (POST /discount/export), on the app's clock:
 * - keyword: the code or the title contains it;
 * - filters: active, couponType, validity (upcoming, running or expired today);
 * - sort: createdAt (default, newest first), updatedAt, code, title, percent, startAt, endAt;
 * - no scope: coupons belong to no centre; the screen's permission decides who reads them.
 */
export function discountList(clock: Clock) {
  return defineList({
    contract: discountTableContract,
    entity: 'coupons',
    table: coupons,
    id: coupons.id,
    select,
    toRow: (r) => rowOf(r, clock.now()),
    search: (keyword) => or(containsText(sql`${coupons.code}`, keyword), containsText(sql`${coupons.title}`, keyword))!,
    sort: {
      createdAt: coupons.createdAt,
      updatedAt: coupons.updatedAt,
      code: coupons.code,
      title: coupons.title,
      percent: coupons.percent,
      startAt: coupons.startAt,
      endAt: coupons.endAt,
    },
    generic: { active: coupons.active },
    filters: {
      couponType: (v) => eq(coupons.couponType, v),
      validity: (v) => validityIs(v, clock.now()),
    },
  })
}
