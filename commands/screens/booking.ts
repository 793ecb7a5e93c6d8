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
  // Issue 16. The table's own tools (search, filter, columns, export, re-fetch) follow (screen-kit TABLE_TOOLS); upload
  // is the bulk import of a spreadsheet (the shared import dialog, shared/api/booking-import.ts); call rings the
  // customer's CRM lead (click-to-call). Change status is the row's inline RTO status dropdown: without the button the
  // column shows the status as text.
  toolbar: ['add', 'edit', 'view', 'delete', 'logs', 'call', 'changeStatus', 'rtoSettlement', 'upload'],
})
