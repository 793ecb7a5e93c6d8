import { msg } from '@lingui/core/macro'
import { CreditCardIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'subscription',
  order: 190,
  route: '/admin/subscription',
  title: msg`Subscription`,
  need: { screen: 'Subscription' },
  icon: CreditCardIcon,
  keywords: ['recharge', 'subscription', 'plan', 'coupon', 'payment', 'rider'],
  // The riders' recharge records (spec 002). The table's own tools (search, filter, columns, export, re-fetch) follow.
  // No delete: a subscription is a payment that happened; Edit corrects its payment references.
  toolbar: ['add', 'edit', 'view', 'logs'],
})
