import { msg } from '@lingui/core/macro'
import { MapPinIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'tracking-log',
  order: 230,
  route: '/admin/log/tracking',
  title: msg`Tracking Log`,
  need: { screen: 'TrackingLog' },
  icon: MapPinIcon,
  toolbar: ['view'],
})
