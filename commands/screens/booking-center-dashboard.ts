import { msg } from '@lingui/core/macro'
import { Building2Icon } from 'lucide-react'
import { defineAction } from '../action-kit'
import { defineScreen } from '../screen-kit'
import { datePresetActions } from './dashboard'

const groupKeywords = ['group', 'grouping', 'booking count', 'dashboard']
const bookingGroupingActions = [
  defineAction('bookingCountByDay', msg`Count bookings by day`, ['query'], 'any', { keywords: groupKeywords }),
  defineAction('bookingCountByMonth', msg`Count bookings by month`, ['query'], 'any', { keywords: groupKeywords }),
  defineAction('bookingCountByYear', msg`Count bookings by year`, ['query'], 'any', { keywords: groupKeywords }),
] as const

export default defineScreen({
  id: 'booking-center-dashboard',
  order: 30,
  route: '/admin/bookingCenter/dashboard',
  title: msg`Booking Center Dashboard`,
  need: { screen: 'BookingCenterDashboard' },
  icon: Building2Icon,
  keywords: ['booking count', 'statistics', 'dashboard'],
  // Download needs the export button (spec 001 section 6); the role editor offers it.
  apiButtons: ['export'],
  screenActions: [...datePresetActions, ...bookingGroupingActions],
})
