import { msg } from '@lingui/core/macro'
import { SearchIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'rto-search',
  order: 250,
  route: '/admin/rto/search',
  title: msg`RTO Search`,
  need: { screen: 'RTOSearch' },
  icon: SearchIcon,
  keywords: ['registration'],
  toolbar: ['view', 'rtoSettlement'],
})
