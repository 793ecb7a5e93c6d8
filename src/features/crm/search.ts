import { crmTableQuery, normaliseMobile } from '@shared/api/crm.query'
import { textUpToParam, type Param } from '@shared/url-params'
import { tableSearchSchema } from '@/components/data-table/search-schema'

/** The deep link's number before the object-level step: a valid number, a rejected text, or absent. */
const mobileNoParam: Param<string | { rejected: string } | undefined> = (raw) => {
  if (raw === undefined) return undefined
  if (typeof raw === 'string' || (typeof raw === 'number' && Number.isFinite(raw))) {
    return normaliseMobile(raw) ?? { rejected: String(raw).slice(0, 40) }
  }
  return undefined
}

const tableSearch = tableSearchSchema(crmTableQuery, {
  mobileNo: mobileNoParam,
  // Kept as a key of its own: the router validates the validated search again when it builds the location.
  mobileNoRejected: textUpToParam(40),
})

/** The CRM screen's search: the table's state, and the deep link's number or the text it rejected. */
export type CrmSearch = Omit<ReturnType<typeof tableSearch>, 'mobileNo'> & { mobileNo?: string; mobileNoRejected?: string }

/**
 * The CRM screen's URL: the table's state (paging, sort, keyword, filters) and `mobileNo`, the deep link of the
 * incoming-call overlay and the palette (`/admin/crm?mobileNo=9876543210`). A number is accepted with a +91 or 0
 * prefix and normalised to 10 digits; anything else becomes `mobileNoRejected` (the screen says so and drops it) so
 * a bad link never breaks the screen. No React, no zod: the search schema is part of the entry chunk.
 */
export function crmSearchSchema(search: Record<string, unknown>): CrmSearch {
  const { mobileNo, mobileNoRejected, ...rest } = tableSearch(search)
  return {
    ...rest,
    mobileNo: typeof mobileNo === 'string' ? mobileNo : undefined,
    mobileNoRejected: typeof mobileNo === 'object' ? mobileNo.rejected : mobileNoRejected,
  }
}
