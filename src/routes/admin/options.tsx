import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { optionListKey } from '@shared/api/options.query'
import { OptionsPage } from '@/features/options/options-page'

/** The Options screen (issue 21): the option lists and the organisation's settings; the tab and list are in the address. */
export const Route = createFileRoute('/admin/options')({
  validateSearch: z.object({
    tab: z.enum(['lists', 'settings']).optional().catch(undefined),
    list: optionListKey.optional().catch(undefined),
  }),
  component: OptionsPage,
})
