import { asc, count, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { plans, recharges } from '../../db/schema'
import { countOf, generatedRangeOf } from '../../db/seed/bulk'
import { MOBILE_BASE } from '../../db/seed/bulk-sql'
import type { BulkSeed, BulkSeedOptions } from '../../db/seed/step'
import { insertRechargesSql, riderFilter, type BulkPlan, type RechargeRefs } from './bulk-seed-sql'
import { onSale, priceOfPlan } from './pricing'

/** The hash offset of a run's seed (kept small: the hashes multiply 32-bit constants by n + offset in bigint). */
const saltOf = (seed: number) => 500_000_000 + (Math.abs(Math.trunc(seed)) % 100_000) * 1000

/** The plans on sale now, by title, each priced as the module prices a recharge without a coupon. */
export async function plansOnSale(database: Database, now: Date): Promise<BulkPlan[]> {
  const all = await database.db.select().from(plans).orderBy(asc(plans.title), asc(plans.id))
  return all
    .filter((p) => onSale(p, now))
    .map((p) => {
      const price = priceOfPlan(p)
      return {
        id: p.id,
        days: p.days,
        mileage: p.mileage,
        planTotalPaise: price.planTotalPaise,
        planDiscountPaise: price.planDiscountPaise,
        amountPaise: price.amountPaise,
      }
    })
}

/**
 * `npm run seed -- --subscriptions N`: N recharges by the generated customers who may recharge (active riders without
 * their own battery, `--users`), of the plans on sale, over the last 13 months (insertRechargesSql). Serials continue
 * from the recharges already there, so a second run adds others with other payment references; the same database, day,
 * count and seed give the same recharges, whatever the batch size. Each batch is one statement, so its own
 * transaction.
 */
export async function generateSubscriptions(database: Database, opts: BulkSeedOptions): Promise<{ rows: number; plans: number }> {
  const { db } = database
  const { count: total, batch } = opts
  if (!Number.isSafeInteger(total) || total < 0) throw new Error('subscriptions must be a whole number ≥ 0')
  if (!Number.isSafeInteger(batch) || batch < 1) throw new Error('batch must be a whole number ≥ 1')
  if (total === 0) return { rows: 0, plans: 0 }
  const range = await generatedRangeOf(database)
  if (!range) throw new Error('No generated customers to recharge: add some with --users first')
  const [riders] = (
    (await db.execute(
      sql.raw(`SELECT count(*)::int AS n FROM (SELECT 1 FROM users u WHERE u.mobile_no >= '${MOBILE_BASE + range.lo}'
        AND u.mobile_no <= '${MOBILE_BASE + range.hi}' AND length(u.mobile_no) = 10 AND ${riderFilter} LIMIT 1) r`),
    )) as unknown as { rows: { n: number }[] }
  ).rows
  if (!riders?.n) throw new Error('No generated customer may recharge (all inactive or with their own battery)')
  const onSaleNow = await plansOnSale(database, opts.now)
  if (onSaleNow.length === 0) throw new Error('No plan on sale: seed the demo data or add a plan first')
  const refs: RechargeRefs = {
    plans: onSaleNow,
    nowSec: Math.floor(opts.now.getTime() / 1000),
    salt: saltOf(opts.seed),
    lo: range.lo,
    hi: range.hi,
  }
  let serial = Number((await db.select({ n: count() }).from(recharges))[0]?.n ?? 0) + 1
  opts.onProgress?.(0, total)
  let done = 0
  for (let idle = 0; done < total;) {
    const size = Math.min(batch, total - done)
    const added = await countOf(database, insertRechargesSql(serial, serial + size - 1, refs))
    serial += size
    done += added
    // Every recharge of a batch a repeated payment reference, three times over: something else is wrong.
    idle = added === 0 ? idle + 1 : 0
    if (idle > 3) throw new Error(`Subscriptions: batches up to serial ${serial - 1} added nothing`)
    opts.onProgress?.(done, total)
  }
  return { rows: done, plans: onSaleNow.length }
}

export const bulkSubscriptions: BulkSeed = {
  option: 'subscriptions',
  description: 'recharges to add by the generated riders over the last 13 months, of the plans on sale (needs --users)',
  defaultBatch: 25_000,
  async run(database, opts) {
    const result = await generateSubscriptions(database, opts)
    return { rows: result.rows, summary: `of ${result.plans} plans on sale` }
  },
}
