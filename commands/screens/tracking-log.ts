import { msg } from '@lingui/core/macro'
import { MapPinIcon } from 'lucide-react'
import { defineAction } from '../action-kit'
import { defineScreen } from '../screen-kit'

/** Issue 21: a log's graphs (the graphs screen, same permission) and its original file; the devices' upload tokens. */
const graphs = defineAction('trackingGraphs', msg`Open graphs`, ['view'], 'one', { keywords: ['chart', 'speed', 'battery', 'map'] })
const download = defineAction('trackingDownload', msg`Download original file`, ['view'], 'one', { keywords: ['file', 'csv'] })
const tokens = defineAction('deviceTokens', msg`Device tokens`, ['edit'], 'any', { keywords: ['device', 'token', 'revoke', 'issue'] })

export default defineScreen({
  id: 'tracking-log',
  order: 230,
  route: '/admin/log/tracking',
  title: msg`Tracking Log`,
  need: { screen: 'TrackingLog' },
  icon: MapPinIcon,
  keywords: ['telematics', 'device', 'gps', 'fault'],
  toolbar: ['view', graphs, download, tokens],
})
