import { msg } from '@lingui/core/macro'
import { UserIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'profile',
  order: 300,
  route: '/admin/profile',
  title: msg`Profile`,
  need: null,
  icon: UserIcon,
  menu: false,
  keywords: ['password', 'account'],
})
