import { createFileRoute } from '@tanstack/react-router'
import { EnquiryPage } from '@/features/enquiry/enquiry-page'
import { enquirySearchSchema } from '@/features/enquiry/search'

/** The enquiry screen; its search params are the table's state (paging, sort, keyword, filters). */
export const Route = createFileRoute('/admin/enquiry')({
  validateSearch: enquirySearchSchema,
  component: EnquiryPage,
})
