import { msg } from '@lingui/core/macro'
import { CalendarClockIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'testdrive-slots',
  order: 210,
  route: '/admin/testdrive-slots',
  title: msg`Test Drive Slots`,
  need: { screen: 'TestDriveConfig' },
  icon: CalendarClockIcon,
  toolbar: ['add', 'edit', 'view'],
})
