import { createFileRoute } from '@tanstack/react-router'
import { enquiryTableQuery } from '@shared/api/enquiry.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { EnquiryPage } from '@/features/enquiry/enquiry-page'

/** The enquiry screen; its search params are the table's state (paging, sort, keyword, filters). */
export const Route = createFileRoute('/admin/enquiry')({
  validateSearch: tableSearchSchema(enquiryTableQuery),
  component: EnquiryPage,
})
