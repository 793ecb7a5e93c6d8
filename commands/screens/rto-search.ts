import { msg } from '@lingui/core/macro'
import { SearchIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'rto-search',
  order: 250,
  route: '/admin/rto/search',
  title: msg`RTO Search`,
  need: { screen: 'RTOSearch' },
  icon: SearchIcon,
  keywords: ['registration', 'vehicle number', 'chassis'],
  // Issue 16. Change status is the row's inline RTO status dropdown (without the button the column shows the status as
  // text); RTO settlement opens the shared settlement dialog. No view: a row's booking opens on the bookings screen,
  // under the Booking permission. The table's own tools (search, filter, columns, export, re-fetch) follow.
  toolbar: ['changeStatus', 'rtoSettlement'],
})
