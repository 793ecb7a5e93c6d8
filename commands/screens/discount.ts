import { msg } from '@lingui/core/macro'
import { TicketPercentIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'discount',
  order: 205,
  route: '/admin/discount',
  title: msg`Discount`,
  need: { screen: 'Discount' },
  icon: TicketPercentIcon,
  keywords: ['coupon', 'discount', 'offer', 'promo code', 'recharge'],
  // The discount coupons (spec 002 'Discount Form'; the spec names no route, issue 20 adds this one). The table's own
  // tools (search, filter, columns, export, re-fetch) follow. Delete is the soft delete of a coupon, with Undo.
  toolbar: ['add', 'edit', 'view', 'logs', 'delete'],
})
