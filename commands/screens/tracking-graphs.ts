import { msg } from '@lingui/core/macro'
import { ChartLineIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

/** The spec names no permission for it: it shares the tracking log's. */
export default defineScreen({
  id: 'tracking-graphs',
  order: 240,
  route: '/admin/log/tracking/graphs',
  title: msg`Tracking Log Graphs`,
  need: { screen: 'TrackingLog' },
  icon: ChartLineIcon,
  menu: false,
})
