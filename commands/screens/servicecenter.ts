import { msg } from '@lingui/core/macro'
import { WrenchIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'servicecenter',
  order: 110,
  route: '/admin/servicecenter',
  title: msg`Service Center`,
  need: { screen: 'ServiceCenter' },
  icon: WrenchIcon,
  menu: { group: 'scu' },
  keywords: ['scu', 'service centre', 'branches', 'map'],
  // Issue 18. The SCU group is hidden for scp (src/lib/commands.ts); an scc user sees their own centre only.
  toolbar: ['add', 'edit', 'view', 'delete', 'logs'],
})
