import { msg } from '@lingui/core/macro'
import { ReceiptIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'subscription-plan',
  order: 200,
  route: '/admin/subscription/plan',
  title: msg`Subscription Plan`,
  need: { screen: 'SubscriptionPlan' },
  icon: ReceiptIcon,
  keywords: ['recharge plan', 'km', 'mileage', 'price', 'tax'],
  // Recharge plans (spec 002 section 3). The table's own tools (search, filter, columns, export, re-fetch) follow. Delete
  // is the soft delete of an active plan ('recharge plan deleted'), with Undo; subscriptions keep their plan row.
  toolbar: ['add', 'edit', 'view', 'logs', 'delete'],
})
