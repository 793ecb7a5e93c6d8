import { z } from 'zod'
import { ENQUIRY_STATUSES, ENQUIRY_TYPES } from '@shared/api/enquiry'
import { booleanParam, enumParam, tableSearchSchema } from '@/components/data-table/search-schema'

/** The fields the enquiry list can sort by (the server's list). */
export const ENQUIRY_SORT_FIELDS = ['createdAt', 'updatedAt', 'fname', 'mobileNo', 'ticketNo', 'status', 'enquiryType'] as const

/** A date filter's Unix seconds, or absent. */
const secondsParam = z.coerce.number().int().min(0).max(253_402_300_799).optional().catch(undefined)

/**
 * The enquiry screen's URL: paging, sorting, keyword and the filters (active, status all/open/closed, start and end
 * date as Unix seconds, enquiry type). Zod only, no React: the route's search schema is part of the entry chunk.
 */
export const enquirySearchSchema = tableSearchSchema({
  sortFields: ENQUIRY_SORT_FIELDS,
  filters: {
    active: booleanParam,
    status: enumParam(['all', ...ENQUIRY_STATUSES]),
    startDate: secondsParam,
    endDate: secondsParam,
    enquiryType: enumParam(ENQUIRY_TYPES),
  },
})

export type EnquirySearch = z.output<typeof enquirySearchSchema>
