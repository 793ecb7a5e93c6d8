import { msg } from '@lingui/core/macro'
import { TicketIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'tickets',
  order: 80,
  route: '/admin/tickets',
  title: msg`Tickets`,
  need: { screen: 'Ticket' },
  icon: TicketIcon,
  keywords: ['support'],
  toolbar: ['add', 'edit', 'view', 'assign', 'resetAssign', 'changeStatus'],
})
