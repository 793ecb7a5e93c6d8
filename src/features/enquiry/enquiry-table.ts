import { msg } from '@lingui/core/macro'
import { ENQUIRY_STATUSES, enquiryTableContract, type EnquiryListRow } from '@shared/api/enquiry'
import { defineTable, type LookupOptions } from '@/components/data-table/types'
import { useOptionChoices } from '@/lib/option-list'
import { ENQUIRY_STATUS_LABELS, ENQUIRY_TYPE_LABELS } from './labels'

/** A row of POST /api/admin/enquiry/all (shared/api/enquiry.ts). */
export type EnquiryRow = EnquiryListRow

/** The types of the enquiry type filter: the active values of the Options screen's 'requestType' list (issue 21). */
const useTypeOptions = (): LookupOptions => useOptionChoices('requestType', ENQUIRY_TYPE_LABELS)

/**
 * The enquiry table (spec 001 section 2, "Enquiry screen"): fname, lname, mobileNo, email, ticketNo, enquiryType,
 * status, content, city, createdAt, updatedAt; filters active, status (all, open, closed), start and end date, enquiry
 * type; 10 rows per page.
 */
export const enquiryTable = defineTable<EnquiryRow>({
  id: 'enquiry',
  screenId: 'screen.enquiry',
  contract: enquiryTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  columns: [
    { id: 'fname', label: msg`First Name`, width: 140 },
    { id: 'lname', label: msg`Last Name`, width: 130 },
    { id: 'mobileNo', label: msg`Mobile No.`, width: 130 },
    { id: 'email', label: msg`Email`, width: 200 },
    { id: 'ticketNo', label: msg`Ticket No.`, width: 120 },
    { id: 'enquiryType', label: msg`Enquiry Type`, labels: ENQUIRY_TYPE_LABELS, width: 140 },
    { id: 'status', label: msg`Status`, labels: ENQUIRY_STATUS_LABELS, width: 100 },
    { id: 'content', label: msg`Content`, width: 260 },
    { id: 'city', label: msg`City`, width: 120 },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', width: 170 },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170 },
  ],
  filters: [
    { id: 'active', label: msg`Active status`, kind: 'boolean', trueLabel: msg`Active`, falseLabel: msg`Inactive` },
    {
      id: 'status',
      label: msg`Status`,
      kind: 'choice',
      options: ENQUIRY_STATUSES.map((s) => ({ value: s, label: ENQUIRY_STATUS_LABELS[s] })),
    },
    { id: 'startDate', label: msg`Start date`, kind: 'date', edge: 'start' },
    { id: 'endDate', label: msg`End date`, kind: 'date', edge: 'end' },
    { id: 'enquiryType', label: msg`Enquiry type`, kind: 'lookup', useOptions: useTypeOptions },
  ],
})
