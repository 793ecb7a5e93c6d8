import { eq, or } from 'drizzle-orm'
import { type EnquiryListRow, enquiryTableContract } from '../../../shared/api/enquiry'
import { defineList, unixSeconds } from '../../lib/list'
import { containsText, digitPrefix, phoneDigits } from '../../lib/list-query'
import { enquiries, enquirySearchText } from './schema'

/** The columns the table reads. */
const listColumns = {
  id: enquiries.id,
  fname: enquiries.fname,
  lname: enquiries.lname,
  mobileNo: enquiries.mobileNo,
  email: enquiries.email,
  ticketNo: enquiries.ticketNo,
  enquiryType: enquiries.enquiryType,
  status: enquiries.status,
  content: enquiries.content,
  city: enquiries.city,
  active: enquiries.active,
  createdAt: enquiries.createdAt,
  updatedAt: enquiries.updatedAt,
}

type ListColumns = Pick<typeof enquiries.$inferSelect, keyof typeof listColumns>

/** An enquiry as the table and the export give it (the details answer adds to it). */
export function enquiryRowOf(r: ListColumns): EnquiryListRow {
  return {
    _id: r.id,
    fname: r.fname,
    lname: r.lname,
    mobileNo: r.mobileNo,
    email: r.email,
    ticketNo: r.ticketNo,
    enquiryType: r.enquiryType,
    status: r.status,
    content: r.content,
    city: r.city,
    active: r.active,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
  }
}

/**
 * The enquiry table (POST /enquiry/all):
 * - keyword: "fname lname", e-mail, city or ticket number contain it (enquiries_search_trgm_idx); digits also find
 *   mobile numbers starting with them;
 * - filters: active (true/false), status (all, open, closed), startDate/endDate (created), enquiryType;
 * - sort: createdAt (default, newest first), updatedAt, fname, mobileNo, ticketNo, status, enquiryType.
 */
export const enquiryList = defineList({
  contract: enquiryTableContract,
  entity: 'enquiry',
  table: enquiries,
  id: enquiries.id,
  select: listColumns,

  toRow: enquiryRowOf,
  search: (keyword) => {
    const text = containsText(enquirySearchText(enquiries), keyword)
    const digits = phoneDigits(keyword)
    return digits ? or(digitPrefix(enquiries.mobileNo, digits), text)! : text
  },
  sort: {
    createdAt: enquiries.createdAt,
    updatedAt: enquiries.updatedAt,
    fname: enquiries.fname,
    mobileNo: enquiries.mobileNo,
    ticketNo: enquiries.ticketNo,
    status: enquiries.status,
    enquiryType: enquiries.enquiryType,
  },
  generic: { active: enquiries.active, status: enquiries.status, dates: enquiries.createdAt },
  filters: {
    enquiryType: (v) => eq(enquiries.enquiryType, v),
  },
})
