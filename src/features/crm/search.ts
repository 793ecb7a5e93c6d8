import { z } from 'zod'
import { crmTableQuery, normaliseMobile } from '@shared/api/crm.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'

/** The deep link's number before the object-level step: a valid number, a rejected text, or absent. */
const mobileNoParam = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v): string | { rejected: string } | undefined => {
    if (v === undefined) return undefined
    const n = normaliseMobile(v)
    return n ?? { rejected: String(v).slice(0, 40) }
  })
  .catch(() => undefined)

/**
 * The CRM screen's URL: the table's state (paging, sort, keyword, filters) and `mobileNo`, the deep link of the
 * incoming-call overlay and the palette (`/admin/crm?mobileNo=9876543210`). A number is accepted with a +91 or 0
 * prefix and normalised to 10 digits; anything else becomes `mobileNoRejected` (the screen says so and drops it) so
 * a bad link never breaks the screen. Zod only, no React: the search schema is part of the entry chunk.
 */
export const crmSearchSchema = tableSearchSchema(crmTableQuery, {
  mobileNo: mobileNoParam,
  // Kept as a key of its own: the router validates the validated search again when it builds the location.
  mobileNoRejected: z.string().max(40).optional().catch(undefined),
}).transform(({ mobileNo, mobileNoRejected, ...rest }) => ({
  ...rest,
  mobileNo: typeof mobileNo === 'string' ? mobileNo : undefined,
  mobileNoRejected: typeof mobileNo === 'object' ? mobileNo.rejected : mobileNoRejected,
}))

export type CrmSearch = z.output<typeof crmSearchSchema>
