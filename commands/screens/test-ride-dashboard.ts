import { msg } from '@lingui/core/macro'
import { GaugeIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'
import { datePresetActions } from './dashboard'

/** The spec names no permission for it: it shares the dashboard's. In the palette, not the menu (as in the spec). */
export default defineScreen({
  id: 'test-ride-dashboard',
  order: 20,
  route: '/admin/test-ride-dashboard',
  title: msg`Test Ride Dashboard`,
  need: { screen: 'Dashboard' },
  icon: GaugeIcon,
  menu: false,
  keywords: ['test drive', 'statistics', 'dashboard'],
  screenActions: datePresetActions,
})
