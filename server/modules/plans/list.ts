import { eq, not, sql } from 'drizzle-orm'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { basisPointsToPercent, percentToBasisPoints } from '../../../shared/api/booking-money'
import { type PlanDetails, type PlanRow, planTableContract } from '../../../shared/api/plans'
import type { Db } from '../../db/client'
import { plans } from '../../db/schema/activity'
import { defineList, unixSeconds } from '../../lib/list'

/** What a stored plan row is. */
export type PlanRecord = typeof plans.$inferSelect

/**
 * On sale: active and not past its last day of sale (validTill is that day's midnight in India, so the plan is sold
 * until a day after it). The database's clock decides, as a list filter has no other.
 */
const onSale = sql`(${plans.active} AND (${plans.validTill} IS NULL OR ${plans.validTill} + interval '1 day' > now()))`

/** The title of the plan this one is a new version of (qualified names: the subquery's own table would shadow them). */
const replacesTitle = sql<string | null>`(select p.title from plans p where p.id = "plans"."replaces_plan_id")`

/** The columns of a plan row as the table, the export and the details call give them. */
const select = {
  id: plans.id,
  title: plans.title,
  mileage: plans.mileage,
  days: plans.days,
  validTill: plans.validTill,
  pricePaise: plans.pricePaise,
  taxPercent: plans.taxPercent,
  taxPaise: plans.taxPaise,
  totalPaise: plans.totalPaise,
  discountPercent: plans.discountPercent,
  description: plans.description,
  active: plans.active,
  onSale: sql<boolean>`${onSale}`,
  replacesPlanId: plans.replacesPlanId,
  replacesTitle,
  createdAt: plans.createdAt,
  updatedAt: plans.updatedAt,
}

type Selected = SelectResultFields<typeof select>

/** numeric(5,2) text ('12.50') → '12.5'. */
export const percentText = (numeric: string) => basisPointsToPercent(percentToBasisPoints(numeric) ?? 0)

/** A selected row → the row the client gets (times in Unix seconds, money in paise). */
function rowOf(r: Selected): PlanRow {
  return {
    _id: r.id,
    title: r.title,
    mileage: r.mileage,
    days: r.days,
    validTill: unixSeconds(r.validTill),
    pricePaise: Number(r.pricePaise),
    taxPercent: percentText(r.taxPercent),
    taxPaise: Number(r.taxPaise),
    totalPaise: Number(r.totalPaise),
    discountPercent: percentText(r.discountPercent),
    description: r.description,
    active: r.active,
    onSale: r.onSale === true || (r.onSale as unknown) === 't',
    replacesPlanId: r.replacesPlanId,
    replacesTitle: r.replacesTitle,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }
}

/** One plan as a list row, or null. */
export async function planRowById(db: Db, id: string): Promise<PlanRow | null> {
  const [row] = await db.select(select).from(plans).where(eq(plans.id, id)).limit(1)
  return row ? rowOf(row as Selected) : null
}

/** The details answer of a stored plan: its row and version. */
export async function planDetailsOf(db: Db, row: PlanRecord): Promise<{ plan: PlanDetails }> {
  return { plan: { ...(await planRowById(db, row.id))!, version: row.version } }
}

/**
 * The recharge plans table (POST /plan/all) and its export (POST /plan/export):
 * - keyword: the title contains it;
 * - filters: active, onSale (active and not past validTill);
 * - sort: updatedAt (default, newest first), createdAt, title, mileage, days, validTill, pricePaise, totalPaise;
 * - no scope: the catalogue belongs to no centre; the screen's permission decides who reads it.
 */
export const planList = defineList({
  contract: planTableContract,
  entity: 'plan',
  table: plans,
  id: plans.id,
  select,
  toRow: rowOf,
  search: sql`${plans.title}`,
  sort: {
    updatedAt: plans.updatedAt,
    createdAt: plans.createdAt,
    title: plans.title,
    mileage: plans.mileage,
    days: plans.days,
    validTill: plans.validTill,
    pricePaise: plans.pricePaise,
    totalPaise: plans.totalPaise,
  },
  generic: { active: plans.active },
  filters: {
    onSale: (v) => (v ? onSale : not(onSale)),
  },
})
