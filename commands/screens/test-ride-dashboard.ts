import { msg } from '@lingui/core/macro'
import { GaugeIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

/** The spec names no permission for it: it shares the dashboard's. */
export default defineScreen({
  id: 'test-ride-dashboard',
  order: 20,
  route: '/admin/test-ride-dashboard',
  title: msg`Test Ride Dashboard`,
  need: { screen: 'Dashboard' },
  icon: GaugeIcon,
  menu: false,
})
