import { msg } from '@lingui/core/macro'
import { Building2Icon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'booking-center-dashboard',
  order: 30,
  route: '/admin/bookingCenter/dashboard',
  title: msg`Booking Center Dashboard`,
  need: { screen: 'BookingCenterDashboard' },
  icon: Building2Icon,
})
