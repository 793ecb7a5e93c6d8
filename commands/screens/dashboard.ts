import { msg } from '@lingui/core/macro'
import { LayoutDashboardIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'dashboard',
  order: 10,
  route: '/admin/dashboard',
  title: msg`Dashboard`,
  need: { screen: 'Dashboard' },
  icon: LayoutDashboardIcon,
  keywords: ['home', 'statistics'],
})
