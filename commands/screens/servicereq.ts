import { msg } from '@lingui/core/macro'
import { ClipboardListIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'servicereq',
  order: 120,
  route: '/admin/servicereq',
  title: msg`Service Request`,
  need: { screen: 'ServiceCenter' },
  icon: ClipboardListIcon,
  menu: { group: 'scu' },
  keywords: ['scu'],
  toolbar: ['view', 'assign', 'approve', 'reject', 'changeStatus'],
})
