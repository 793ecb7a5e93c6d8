import { msg } from '@lingui/core/macro'
import { MessageSquareIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

export default defineScreen({
  id: 'whatsapp',
  order: 270,
  route: '/admin/whatsapp',
  title: msg`WhatsApp`,
  need: { screen: 'Whatsapp' },
  icon: MessageSquareIcon,
  keywords: ['chat'],
})
