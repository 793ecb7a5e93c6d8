import { msg } from '@lingui/core/macro'
import { MegaphoneIcon } from 'lucide-react'
import { reasons } from '../action-kit'
import { defineScreen } from '../screen-kit'

/** Spec 001 section 5: deleting with no banner checked says 'select banner ads'. */
export default defineScreen({
  id: 'advertisement',
  order: 130,
  route: '/admin/advertisement',
  title: msg`Advertisement`,
  need: { screen: 'Advertisement' },
  icon: MegaphoneIcon,
  keywords: ['ads'],
  toolbar: ['add', 'edit', 'view', { use: 'delete', noSelection: reasons.selectBannerAds }],
})
