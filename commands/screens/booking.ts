import { msg } from '@lingui/core/macro'
import { CalendarCheckIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'booking',
  order: 60,
  route: '/admin/booking',
  title: msg`Booking`,
  need: { screen: 'Booking' },
  icon: CalendarCheckIcon,
  keywords: ['orders'],
  toolbar: ['add', 'edit', 'view', 'delete', 'onboarding', 'rtoSettlement', 'upload', 'logs'],
})
