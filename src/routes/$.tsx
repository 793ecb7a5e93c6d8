import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '@/components/layout/coming-soon'

/** Any other public path: 'Coming soon.' (spec 000 section 2). */
export const Route = createFileRoute('/$')({
  component: ComingSoonPage,
})
