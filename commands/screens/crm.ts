import { msg } from '@lingui/core/macro'
import { ContactIcon } from 'lucide-react'
import { defineAction } from '../action-kit'
import { defineScreen } from '../screen-kit'

/** A lead's follow-up (executive, date, remark). The spec names no button for it; it changes the lead, so 'edit'. */
const followUp = defineAction('followUp', msg`Add follow-up`, ['edit'], 'one', { keywords: ['follow up', 'followup', 'remind', 'remark'] })

export default defineScreen({
  id: 'crm',
  order: 50,
  route: '/admin/crm',
  title: msg`CRM`,
  need: { screen: 'CRM' },
  icon: ContactIcon,
  keywords: ['leads', 'calls'],
  toolbar: ['add', 'edit', 'view', followUp, 'call', 'reassign', 'logs'],
})
