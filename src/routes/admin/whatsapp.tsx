import { createFileRoute } from '@tanstack/react-router'
import { lastTenDigitsParam, searchObject } from '@shared/url-params'
import { WhatsappPage } from '@/features/whatsapp/whatsapp-page'

/** `?mobileNo=` (10 digits, a +91 or 0 prefix is dropped) finds or starts that number's conversation and opens it; anything else is ignored. */
const whatsappSearch = searchObject({ mobileNo: lastTenDigitsParam })

/** WhatsApp chat (issue 21): conversations with riders and leads. */
export const Route = createFileRoute('/admin/whatsapp')({
  validateSearch: whatsappSearch,
  component: WhatsappPage,
})
