import { msg } from '@lingui/core/macro'
import { SlidersHorizontalIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'options',
  order: 260,
  route: '/admin/options',
  title: msg`Options`,
  need: { screen: 'Options' },
  icon: SlidersHorizontalIcon,
  toolbar: ['add', 'edit', 'view', 'delete'],
})
