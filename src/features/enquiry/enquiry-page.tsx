import { RecordScreen } from '@/components/record-screen/record-screen'
import { enquiryApi } from './api'
import { EnquiryDialog } from './components/enquiry-dialog'
import { enquiryTable } from './enquiry-table'

/**
 * The enquiry screen (issue 7, spec 001 section 2): the enquiries on the record screen (keyword, filters, export) with
 * view and edit; add and delete are not offered. A double-click opens the enquiry read-only.
 */
export function EnquiryPage() {
  return <RecordScreen table={enquiryTable} api={enquiryApi} dialog={EnquiryDialog} noAdd />
}
