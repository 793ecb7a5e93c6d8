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
  keywords: ['slots', 'test drive config', 'schedule'],
  // Issue 17. Delete is refused while drives are booked ahead in the configuration's slots.
  toolbar: ['add', 'edit', 'view', 'delete', 'logs'],
})
