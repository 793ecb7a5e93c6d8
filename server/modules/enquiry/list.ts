import { eq, or } from 'drizzle-orm'
import { z } from 'zod'
import { ENQUIRY_TYPES, enquiryListRow, type EnquiryListRow } from '../../../shared/api/enquiry'
import { enquiries, enquirySearchText } from '../../db/schema'
import { defineList, listFilter, unixSeconds } from '../../lib/list'
import { containsText, digitPrefix, phoneDigits } from '../../lib/list-query'

/**
 * The enquiry table (POST /enquiry/all):
 * - keyword: "fname lname", e-mail, city or ticket number contain it (enquiries_search_trgm_idx); digits also find
 *   mobile numbers starting with them;
 * - filters: active (true/false), status (all, open, closed), startDate/endDate (created), enquiryType;
 * - sort: createdAt (default, newest first), updatedAt, fname, mobileNo, ticketNo, status, enquiryType.
 */
export const enquiryList = defineList({
  entity: 'enquiry',
  table: enquiries,
  id: enquiries.id,
  select: {
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
  },
  toRow: (r): EnquiryListRow => ({
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
  }),
  rowSchema: enquiryListRow,
  columns: ['_id', 'fname', 'lname', 'mobileNo', 'email', 'ticketNo', 'enquiryType', 'status', 'content', 'city', 'active', 'createdAt', 'updatedAt'],
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
  defaultSort: 'createdAt',
  generic: { active: enquiries.active, status: enquiries.status, dates: enquiries.createdAt },
  filters: {
    enquiryType: listFilter(z.enum(ENQUIRY_TYPES, { error: `enquiryType must be one of ${ENQUIRY_TYPES.join(', ')}` }), (v) =>
      eq(enquiries.enquiryType, v),
    ),
  },
})
