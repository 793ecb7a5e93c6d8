import { msg } from '@lingui/core/macro'
import { DatabaseIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'masterdata',
  order: 160,
  route: '/admin/masterdata',
  title: msg`Master Data`,
  need: { screen: 'Master Data' },
  icon: DatabaseIcon,
  menu: { group: 'inventory' },
  keywords: ['inventory', 'products', 'sku', 'catalogue'],
  toolbar: ['add', 'edit', 'view', 'logs', 'delete', 'upload'],
})
