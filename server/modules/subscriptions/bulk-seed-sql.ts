/**
 * The statement of `npm run seed -- --subscriptions N` (bulk-seed.ts): INSERT … SELECT … FROM generate_series, every
 * value a deterministic function of the recharge's serial number n, computed inside the database.
 */
import { hashes, MOBILE_BASE } from '../../db/seed/bulk-sql'
import { OWN_BATTERY_TYPE } from '../../db/seed/vehicles'

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** `len` base-62 digits of a bigint expression ≥ 0 (the lowest first). */
const base62 = (value: string, len: number) =>
  Array.from({ length: len }, (_, i) => `substr('${ALNUM}', 1 + ((${value}) / ${62 ** i}::bigint % 62)::int, 1)`).join(' || ')

/** A plan on sale, priced as the module prices a recharge without a coupon (pricing.ts priceOfPlan). */
export interface BulkPlan {
  id: string
  days: number
  mileage: number
  planTotalPaise: number
  planDiscountPaise: number
  amountPaise: number
}

export interface RechargeRefs {
  plans: readonly BulkPlan[]
  nowSec: number
  salt: number
  /** The generated customers' series numbers (their mobile numbers minus MOBILE_BASE). */
  lo: number
  hi: number
}

/** Consecutive generated customers tried for a recharge's rider. */
const PROBES = 16

/** A generated customer who may recharge: an active rider (type user) who does not own their battery. */
export const riderFilter = `u.user_type = 'user' AND u.active AND u.vehicle_type IS DISTINCT FROM '${OWN_BATTERY_TYPE}'`

/**
 * Recharges with serials first … last. The rider: the first eligible generated customer (riderFilter) of PROBES
 * consecutive mobile numbers from a hashed one, wrapping round, each an index lookup by mobile number (a range scan's
 * plan goes wrong on the statistics of a users table just grown by a million). About a quarter are ineligible, so all
 * sixteen are once in 10⁹ serials: that serial adds nothing and the run makes it up. Its plan: the rider's favourite
 * seven times in ten (a hash of the mobile number), else any plan on sale; the plan's price, discount and amount as the
 * module computes them, no coupon. Bought at a moment of the rider's time with us within the last 395 days, 07:00–23:00
 * in India; expiry plan.days later; the odometer at the recharge and at its expiry (or now) from a steady 12–33 km a
 * day back from the rider's odometer; the range left is the plan's km less that riding (expired ones mostly used up).
 * Payment references are unique by construction ('pay_' + 15 characters: nine of them an invertible scramble of n, so
 * no other serial and no 14-character reference of the demo's has it); a reference typed in by hand that happens to
 * match is skipped (ON CONFLICT DO NOTHING) and made up by the next serials. Answers the rows added.
 */
export function insertRechargesSql(first: number, last: number, r: RechargeRefs): string {
  const plans = r.plans
    .map(
      (p, k) =>
        `(${k}, '${p.id}'::uuid, ${p.days}, ${p.mileage}, ${p.planTotalPaise}::bigint, ${p.planDiscountPaise}::bigint, ${p.amountPaise}::bigint)`,
    )
    .join(', ')
  const P = r.plans.length
  const span = r.hi - r.lo + 1
  return `
WITH plan(k, id, days, mileage, total, discount, amount) AS (VALUES ${plans}),
ins AS (
INSERT INTO recharges (user_id, plan_id, vehicle_no, odometer_at, odometer, remaining_mileage, recharge_km, is_vehicle_recharged,
  order_id, payment_ref_id, plan_total_paise, plan_discount_paise, coupon_discount_paise, amount_paise, expire_at, created_at, updated_at)
SELECT x.user_id, x.plan_id, x.vehicle_no, x.odo_at, x.odo_then,
  CASE WHEN x.expire_at <= to_timestamp(${r.nowSec}) THEN least(x.range_left, round((x.mileage * (x.h6 % 150) / 1000.0)::numeric, 1)::float8)
    ELSE x.range_left END,
  x.mileage, x.h7 % 100 < 92,
  'order_' || ${base62('x.g0::bigint * 2097152 + x.g1', 7)} || ${base62('x.g2::bigint * 2097152 + x.g3', 7)},
  'pay_' || ${base62(`(x.n * 6364136223 + ${r.salt}) % 281474976710656`, 9)} || ${base62('x.g4::bigint * 2097152 + x.g5', 6)},
  x.total, x.discount, 0, x.amount, x.expire_at, x.at, least(to_timestamp(${r.nowSec}), x.at + (60 + x.h2 % 3540) * interval '1 second')
FROM (
  SELECT y.*, round(greatest(0, y.mileage - (y.odo_then - y.odo_at))::numeric, 1)::float8 AS range_left
  FROM (
    SELECT z.*,
      round(greatest(0, z.odometer - z.rate * (${r.nowSec} - extract(epoch FROM z.at)) / 86400)::numeric, 1)::float8 AS odo_at,
      round(greatest(0, z.odometer - z.rate * greatest(0, ${r.nowSec} - extract(epoch FROM z.expire_at)) / 86400)::numeric, 1)::float8
        AS odo_then
    FROM (
      SELECT w.*, w.at + w.days * interval '1 day' AS expire_at
      FROM (
        SELECT s.n, h.*, g.h0 AS g0, g.h1 AS g1, g.h2 AS g2, g.h3 AS g3, g.h4 AS g4, g.h5 AS g5,
          u.id AS user_id, u.vehicle_no, coalesce(u.odometer, 0) AS odometer, 12 + h.h4 % 22 AS rate,
          p.id AS plan_id, p.days, p.mileage, p.total, p.discount, p.amount,
          -- The day of the window (the rider's time with us within the span) by h5, then a time of day 07:00–23:00.
          to_timestamp(${r.nowSec} - 86400 * floor((h.h5 % 1000000) / 1e6 * (${r.nowSec} - t.start) / 86400.0)::bigint
            - ((${r.nowSec} + 19800) % 86400) + 7 * 3600 + h.h3 % (16 * 3600)) AS at0, t.start
        FROM generate_series(${first}::bigint, ${last}::bigint) AS s(n)
        CROSS JOIN LATERAL (SELECT ${hashes(`s.n + ${r.salt}`)}) h
        CROSS JOIN LATERAL (SELECT ${hashes(`s.n + ${r.salt + 50_000_000}`)}) g
        CROSS JOIN LATERAL (SELECT u.id, u.vehicle_no, u.odometer, u.created_at, u.mobile_no
          FROM generate_series(0, ${PROBES - 1}) AS k(k)
          JOIN users u ON u.mobile_no = (${MOBILE_BASE} + ${r.lo} + ((h.h0::bigint * 2097152 + h.h1) + k.k) % ${span})::text
          WHERE ${riderFilter} ORDER BY k.k LIMIT 1) u
        CROSS JOIN LATERAL (SELECT greatest(extract(epoch FROM u.created_at)::bigint + 60, ${r.nowSec - 395 * 86_400}) AS start) t
        JOIN plan p ON p.k = CASE WHEN h.h2 % 10 < 7 THEN ((((u.mobile_no::bigint - ${MOBILE_BASE}) * 2654435761) % 4294967296) >> 11) % ${P}
          ELSE h.h7 % ${P} END
        OFFSET 0
      ) w0
      CROSS JOIN LATERAL (SELECT w0.*, least(to_timestamp(${r.nowSec} - 60), greatest(to_timestamp(w0.start),
        CASE WHEN w0.at0 > to_timestamp(${r.nowSec} - 60) THEN w0.at0 - interval '1 day' ELSE w0.at0 END)) AS at) w
    ) z
  ) y
) x
ON CONFLICT DO NOTHING
RETURNING 1)
SELECT count(*)::int AS n FROM ins`
}
