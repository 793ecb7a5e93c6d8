import { msg } from '@lingui/core/macro'
import { ShieldCheckIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

/** Spec 000 section 2: add-role dialog, edit-permissions and assign-role panels, view mode. */
export default defineScreen({
  id: 'role',
  order: 280,
  route: '/admin/security/role',
  title: msg`Role`,
  need: { screen: 'Role' },
  icon: ShieldCheckIcon,
  menu: { group: 'security' },
  keywords: ['security', 'permissions'],
  toolbar: ['add', 'edit', 'view', 'assign'],
})
