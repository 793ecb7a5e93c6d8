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
  keywords: ['inventory', 'service', 'catalogue', 'price', 'hsn', 'sac', 'discount'],
  // The service catalogue (spec 002). The table's own tools (search, filter, columns, export, re-fetch) follow. Delete
  // is the soft delete of an active service, with Undo; a deleted service leaves the pick lists.
  toolbar: ['add', 'edit', 'view', 'logs', 'delete'],
})
