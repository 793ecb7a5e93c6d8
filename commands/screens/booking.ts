import { msg } from '@lingui/core/macro'
import { CalendarCheckIcon } from 'lucide-react'
import { activeRow, defineAction, rowRule } from '../action-kit'
import { defineScreen } from '../screen-kit'

/**
 * Fit kit (issue 19): the kit (and battery) issued from the booking's centre's stock, once per booking; the server
 * decides (POST /booking/kit-fitting, Booking + edit). Offered for one active, not cancelled booking not yet fitted.
 */
const fitKit = defineAction(
  'fitKit',
  msg`Fit kit`,
  ['edit'],
  {
    kind: 'one',
    rules: [
      activeRow,
      rowRule((row) => row.status !== 'cancelled', msg`A cancelled booking cannot be fitted`),
      rowRule((row) => !row.kitFittedAt, msg`This booking’s kit is already fitted`),
    ],
  },
  { keywords: ['kit', 'fitting', 'fit', 'battery', 'install', 'stock', 'inventory'] },
)

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
  // column shows the status as text. Fit kit (issue 19) issues the kit and battery from the booking's centre's stock.
  toolbar: ['add', 'edit', 'view', 'delete', 'logs', 'call', 'changeStatus', 'rtoSettlement', fitKit, 'upload'],
})
