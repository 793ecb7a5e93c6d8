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
  keywords: ['recharge plan'],
  toolbar: ['add', 'edit', 'view', 'delete'],
})
