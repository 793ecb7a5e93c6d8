import { msg } from '@lingui/core/macro'
import { BikeIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'testdrive',
  order: 70,
  route: '/admin/testdrive',
  title: msg`Test Drive`,
  need: { screen: 'TestDrive' },
  icon: BikeIcon,
  keywords: ['test ride'],
  toolbar: ['add', 'edit', 'view', 'assign'],
})
