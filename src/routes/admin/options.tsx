import { createFileRoute } from '@tanstack/react-router'
import { OPTION_LIST_KEYS } from '@shared/api/option-keys'
import { enumParam, searchObject } from '@shared/url-params'
import { OptionsPage } from '@/features/options/options-page'

/** The Options screen (issue 21): the option lists and the organisation's settings; the tab and list are in the address. */
export const Route = createFileRoute('/admin/options')({
  validateSearch: searchObject({
    tab: enumParam(['lists', 'settings']),
    list: enumParam(OPTION_LIST_KEYS),
  }),
  component: OptionsPage,
})
