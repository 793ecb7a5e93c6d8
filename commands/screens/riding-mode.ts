import { msg } from '@lingui/core/macro'
import { ZapIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'riding-mode',
  order: 220,
  route: '/admin/riding/mode',
  title: msg`Riding Mode`,
  need: { screen: 'RidingMode' },
  icon: ZapIcon,
  toolbar: ['add', 'edit', 'view', 'delete'],
})
