import { msg } from '@lingui/core/macro'
import { HammerIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'services',
  order: 180,
  route: '/admin/services',
  title: msg`Services`,
  need: { screen: 'Services' },
  icon: HammerIcon,
  menu: { group: 'inventory' },
  keywords: ['inventory'],
  toolbar: ['add', 'edit', 'view', 'delete'],
})
