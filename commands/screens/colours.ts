import { msg } from '@lingui/core/macro'
import { PaletteIcon } from 'lucide-react'
import { defineScreen } from '../screen-kit'

/** The colours screen (the module kit's proof): it borrows the Options permission. */
export default defineScreen({
  id: 'colours',
  order: 265,
  route: '/admin/colours',
  title: msg`Colours`,
  need: { screen: 'Options' },
  icon: PaletteIcon,
  keywords: ['colors', 'hex'],
  toolbar: ['add', 'edit', 'view', 'delete'],
})
