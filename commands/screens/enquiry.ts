import { msg } from '@lingui/core/macro'
import { MessageCircleIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

/** Spec 001 section 2: view and edit dialogs; add and delete do nothing on this screen. */
export default defineScreen({
  id: 'enquiry',
  order: 90,
  route: '/admin/enquiry',
  title: msg`Enquiry`,
  need: { screen: 'Enquiry' },
  icon: MessageCircleIcon,
  toolbar: ['view', 'edit'],
  // The API's enquiry create (spec 001 section 7) needs add.
  apiButtons: ['add'],
})
