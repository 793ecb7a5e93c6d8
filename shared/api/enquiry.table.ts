import { z } from 'zod'
import { tableContract } from './contract'
import { ENQUIRY_STATUSES, enquiryTableQuery } from './enquiry.query'

export * from './enquiry.query'

/** The enquiry table's contract: its row, sort keys and filters (kept apart from the forms so a screen's address carries only this). */

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

export const enquiryTableContract = tableContract({
  list: '/enquiry/all',
  export: '/enquiry/export',
  row: enquiryListRow,
  query: enquiryTableQuery,
})
