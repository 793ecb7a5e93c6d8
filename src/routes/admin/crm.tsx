import { createFileRoute } from '@tanstack/react-router'
import { CrmPage } from '@/features/crm/crm-page'
import { crmSearchSchema } from '@/features/crm/search'

/**
 * The CRM screen; its search params are the table's state and `mobileNo`, the deep link of the incoming-call overlay
 * and the palette (10 digits; +91 or 0 prefixes accepted; anything else is reported and dropped).
 */
export const Route = createFileRoute('/admin/crm')({
  validateSearch: crmSearchSchema,
  component: CrmPage,
})
