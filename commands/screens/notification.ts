import { msg } from '@lingui/core/macro'
import { BellIcon } from 'lucide-react'
import { defineAction, reasons, rowRule } from '../action-kit'
import { defineScreen } from '../screen-kit'

/** Spec 001 section 2: Resend Notification only when the selected record's type is not normal. Sending is an add. */
const resendNotification = defineAction(
  'resendNotification',
  msg`Resend Notification`,
  ['add'],
  {
    kind: 'one',
    rules: [rowRule((row) => typeof row.notificationType === 'string' && row.notificationType !== 'normal', reasons.onlyNotNormal)],
  },
  { keywords: ['resend', 'push again', 'notify'], hiddenWhenBlocked: true },
)

/** Spec 001 gives this screen no route; /admin/notification is ours. */
export default defineScreen({
  id: 'notification',
  order: 140,
  route: '/admin/notification',
  title: msg`Notification`,
  need: { screen: 'Notification' },
  icon: BellIcon,
  keywords: ['push', 'notifications', 'send', 'message'],
  toolbar: [{ use: 'add', title: msg`Create Notification` }, { use: 'view', hiddenWhenBlocked: true }, resendNotification],
})
