import { z } from 'zod'
import { tableContract } from './contract'
import { planTableQuery } from './plans.query'

export * from './plans.query'

/**
 * A recharge plan as the table, the export and the details call give it: money in integer paise, percents as text
 * ('18', '12.5'), validTill the Unix seconds of the last day of sale's midnight in India (null: no end), timestamps in
 * Unix seconds. `replacesTitle` is the title of the plan this one is a new version of.
 */
export const planRow = z.object({
  _id: z.string(),
  title: z.string(),
  mileage: z.number().int(),
  days: z.number().int(),
  validTill: z.number().int().nullable(),
  pricePaise: z.number().int(),
  taxPercent: z.string(),
  taxPaise: z.number().int(),
  totalPaise: z.number().int(),
  discountPercent: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  /** Active and not past validTill (the server's day). */
  onSale: z.boolean(),
  replacesPlanId: z.string().nullable(),
  replacesTitle: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})
export type PlanRow = z.infer<typeof planRow>

/** The recharge plans table: list (POST /plan/all), export, sort keys and filters (active, on sale). */
export const planTableContract = tableContract({
  list: '/plan/all',
  export: '/plan/export',
  row: planRow,
  query: planTableQuery,
})
