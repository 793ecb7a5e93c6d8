import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { WhatsappPage } from '@/features/whatsapp/whatsapp-page'

/** `?mobileNo=` (10 digits, a +91 or 0 prefix is dropped) finds or starts that number's conversation and opens it; anything else is ignored. */
const whatsappSearch = z.object({
  mobileNo: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).replace(/\D/g, '').slice(-10))
    .pipe(z.string().regex(/^\d{10}$/))
    .optional()
    .catch(undefined),
})

/** WhatsApp chat (issue 21): conversations with riders and leads. */
export const Route = createFileRoute('/admin/whatsapp')({
  validateSearch: whatsappSearch,
  component: WhatsappPage,
})
