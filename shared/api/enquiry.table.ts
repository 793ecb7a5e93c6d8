import { z } from 'zod'
import { filters, tableContract } from './contract'

/** The enquiry table's contract: its row, sort keys and filters (kept apart from the forms so a screen's address carries only this). */
export const ENQUIRY_STATUSES = ['open', 'closed'] as const

export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]

/**
 * The enquiry types (the options of name 'requestType'), as stored keys. The spec does not list them; these are the
 * requests an electric two-wheeler business gets. The first is the form's default (spec 001 section 7: "first item used").
 */
export const ENQUIRY_TYPES = ['general', 'testRide', 'booking', 'service', 'dealership', 'complaint', 'feedback'] as const

export type EnquiryType = (typeof ENQUIRY_TYPES)[number]

/** A row of POST /enquiry/all and of the export. */
export const enquiryListRow = z.object({
  _id: z.string(),
  fname: z.string(),
  lname: z.string().nullable(),
  mobileNo: z.string(),
  email: z.string().nullable(),
  ticketNo: z.string(),
  enquiryType: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  content: z.string().nullable(),
  city: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})

export type EnquiryListRow = z.infer<typeof enquiryListRow>

/** The enquiry table (spec 001 section 2): active, status (all, open, closed), creation dates and enquiry type. */
export const enquiryTableContract = tableContract({
  list: '/enquiry/all',
  export: '/enquiry/export',
  row: enquiryListRow,
  sort: ['createdAt', 'updatedAt', 'fname', 'mobileNo', 'ticketNo', 'status', 'enquiryType'],
  defaultSort: 'createdAt',
  filters: {
    active: filters.active(),
    status: filters.status(['all', ...ENQUIRY_STATUSES]),
    startDate: filters.startDate(),
    endDate: filters.endDate(),
    enquiryType: filters.oneOf(ENQUIRY_TYPES, `enquiryType must be one of ${ENQUIRY_TYPES.join(', ')}`),
  },
})
