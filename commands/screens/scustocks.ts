import { msg } from '@lingui/core/macro'
import { BoxesIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'scustocks',
  order: 170,
  route: '/admin/scustocks',
  title: msg`SCU Stocks`,
  need: { screen: 'ScuStocks' },
  icon: BoxesIcon,
  menu: { group: 'inventory' },
  keywords: ['inventory'],
  toolbar: ['add', 'edit', 'view'],
})
