import { trimmedParam } from '../url-params'
import { filters, tableQuery, type Zod } from './contract'

/**
 * What the enquiry table's address holds: its sort keys and filters, and the values they name. The route file imports
 * only this, so the first page carries no row schema; the row and the contract are in ./enquiry.table.ts.
 */

export const ENQUIRY_STATUSES = ['open', 'closed'] as const

export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]

/**
 * The enquiry types (the options of name 'requestType'), as stored keys. The spec does not list them; these are the
 * requests an electric two-wheeler business gets. The first is the form's default (spec 001 section 7: "first item used").
 * The built-in values (translated labels, the seed of the Options screen's 'requestType' list, and the list when there
 * is no options module): the Options screen may add others (issue 21), so a stored type is any short value.
 */
export const ENQUIRY_TYPES = ['general', 'testRide', 'booking', 'service', 'dealership', 'complaint', 'feedback'] as const

export type EnquiryType = (typeof ENQUIRY_TYPES)[number]

const ENQUIRY_TYPE_FILTER = 'enquiryType must be an enquiry type'

/** The enquiry table (spec 001 section 2): active, status (all, open, closed), creation dates and enquiry type. */
export const enquiryTableQuery = tableQuery({
  sort: ['createdAt', 'updatedAt', 'fname', 'mobileNo', 'ticketNo', 'status', 'enquiryType'],
  defaultSort: 'createdAt',
  filters: {
    active: filters.active(),
    status: filters.status(['all', ...ENQUIRY_STATUSES]),
    startDate: filters.startDate(),
    endDate: filters.endDate(),
    // A value of the enquiry types option list (issue 21): the list is the Options screen's, so any short value.
    enquiryType: {
      body: (z: Zod) => z.string({ error: ENQUIRY_TYPE_FILTER }).trim().min(1, ENQUIRY_TYPE_FILTER).max(40, ENQUIRY_TYPE_FILTER),
      url: trimmedParam(40),
    },
  },
})
