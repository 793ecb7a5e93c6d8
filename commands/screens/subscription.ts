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
  keywords: ['recharge'],
  toolbar: ['add', 'edit', 'view'],
})
