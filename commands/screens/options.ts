import { msg } from '@lingui/core/macro'
import { SlidersHorizontalIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

/**
 * Options and settings (issue 21; spec 002): the option lists other screens read (enquiry request types, ticket types,
 * booking stages and RTO statuses, departments, notification types, advertisement pages, logistic partners) and the
 * organisation's settings. Not a record table: the page has its own keyboard (src/features/options), so no toolbar;
 * the buttons its calls gate are offered by the role editor.
 */
export default defineScreen({
  id: 'options',
  order: 260,
  route: '/admin/options',
  title: msg`Options`,
  need: { screen: 'Options' },
  icon: SlidersHorizontalIcon,
  keywords: ['settings', 'option lists', 'ticket types', 'departments', 'country', 'currency', 'week off', 'logistic partners'],
  apiButtons: ['query', 'add', 'edit', 'view', 'delete'],
})
