import { msg } from '@lingui/core/macro'
import { ENQUIRY_STATUSES, ENQUIRY_TYPES, enquiryListRow } from '@shared/api/enquiry'
import type { z } from 'zod'
import { defineTable } from '@/components/data-table/types'
import { i18n } from '@/lib/i18n'
import { ENQUIRY_STATUS_LABELS, ENQUIRY_TYPE_LABELS, isEnquiryType } from './labels'

/** A row of POST /api/admin/enquiry/all (shared/api/enquiry.ts), plus `typeLabel`: the enquiry type's name in the active language. */
export const enquiryRow = enquiryListRow.transform((r) => ({
  ...r,
  typeLabel: isEnquiryType(r.enquiryType) ? i18n._(ENQUIRY_TYPE_LABELS[r.enquiryType]) : r.enquiryType,
  statusLabel: i18n._(ENQUIRY_STATUS_LABELS[r.status]),
}))
export type EnquiryRow = z.output<typeof enquiryRow>

/**
 * The enquiry table (spec 001 section 2, "Enquiry screen"): fname, lname, mobileNo, email, ticketNo, enquiryType,
 * status, content, city, createdAt, updatedAt; filters active, status (all, open, closed), start and end date, enquiry
 * type; 10 rows per page.
 */
export const enquiryTable = defineTable<EnquiryRow>({
  id: 'enquiry',
  screenId: 'screen.enquiry',
  endpoint: '/enquiry/all',
  exportEndpoint: '/enquiry/export',
  rowSchema: enquiryRow as unknown as z.ZodType<EnquiryRow>,
  rowId: (row) => row._id,
  selectedRow: (row) => ({ id: row._id }),
  defaultPageSize: 10,
  columns: [
    { id: 'fname', label: msg`First Name`, sortable: true, width: 140 },
    { id: 'lname', label: msg`Last Name`, width: 130 },
    { id: 'mobileNo', label: msg`Mobile No.`, sortable: true, width: 130 },
    { id: 'email', label: msg`Email`, width: 200 },
    { id: 'ticketNo', label: msg`Ticket No.`, sortable: true, width: 120 },
    { id: 'typeLabel', label: msg`Enquiry Type`, width: 140 },
    { id: 'statusLabel', label: msg`Status`, width: 100 },
    { id: 'content', label: msg`Content`, width: 260 },
    { id: 'city', label: msg`City`, width: 120 },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', sortable: true, width: 170 },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', sortable: true, width: 170 },
  ],
  filters: [
    { id: 'active', label: msg`Active status`, kind: 'boolean', trueLabel: msg`Active`, falseLabel: msg`Inactive` },
    { id: 'status', label: msg`Status`, kind: 'choice', options: ENQUIRY_STATUSES.map((s) => ({ value: s, label: ENQUIRY_STATUS_LABELS[s] })) },
    { id: 'startDate', label: msg`Start date`, kind: 'date', edge: 'start' },
    { id: 'endDate', label: msg`End date`, kind: 'date', edge: 'end' },
    { id: 'enquiryType', label: msg`Enquiry type`, kind: 'choice', options: ENQUIRY_TYPES.map((s) => ({ value: s, label: ENQUIRY_TYPE_LABELS[s] })) },
  ],
})
