import { msg } from '@lingui/core/macro'
import { ShoppingCartIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'orderreq',
  order: 150,
  route: '/admin/orderreq',
  title: msg`Order Request`,
  need: { screen: 'Orderreq' },
  icon: ShoppingCartIcon,
  toolbar: ['view', 'approve', 'reject', 'changeStatus'],
})
