import { createFileRoute } from '@tanstack/react-router'
import { RidingModePage } from '@/features/riding-mode/riding-mode-page'
import { ridingModeSearchSchema } from '@/features/riding-mode/search'

/** The riding-mode screen (spec 001 section 2); its search params are the table's state (paging, sort, keyword, active). */
export const Route = createFileRoute('/admin/riding/mode')({
  validateSearch: ridingModeSearchSchema,
  component: RidingModePage,
})
