import { msg } from '@lingui/core/macro'
import { SettingsIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'setting',
  order: 290,
  route: '/admin/setting',
  title: msg`Settings`,
  need: null,
  icon: SettingsIcon,
  keywords: ['theme', 'dark'],
})
