import { msg } from '@lingui/core/macro'
import { BoxesIcon } from 'lucide-react'
import { defineAction } from '../action-kit'
import { defineScreen } from '../screen-kit'

/** Adjust stock: any row or none (a selected row presets its centre and product). */
const adjust = defineAction('adjustStock', msg`Adjust stock`, ['edit'], 'any', {
  keywords: ['adjust', 'stock', 'count', 'correction', 'inventory'],
})
/** Transfer stock between centres (admins; the server refuses anyone else). */
const transfer = defineAction('transferStock', msg`Transfer stock`, ['edit'], 'any', {
  keywords: ['transfer', 'move', 'stock', 'centre', 'inventory'],
})

export default defineScreen({
  id: 'scustocks',
  order: 170,
  route: '/admin/scustocks',
  title: msg`SCU Stocks`,
  need: { screen: 'ScuStocks' },
  icon: BoxesIcon,
  menu: { group: 'inventory' },
  keywords: ['inventory', 'stock', 'on hand', 'reorder', 'sku'],
  // Issue 19. The on-hand per centre and product (rows at or below the reorder level tinted); an scc sees their own
  // centre's. Adjust and transfer open their dialogs; Stock history (logs) the selected row's movements, newest first.
  toolbar: [adjust, transfer, { use: 'logs', title: msg`Stock history` }],
})
