import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '@/components/layout/coming-soon'

/** Any other admin path: 'Coming soon.' inside the shell (spec 000 section 2). */
export const Route = createFileRoute('/admin/$')({
  component: ComingSoon,
})
