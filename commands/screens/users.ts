import { msg } from '@lingui/core/macro'
import { UsersIcon } from 'lucide-react'
import { defineAction, reasons, rowRule } from '../action-kit'
import { defineScreen } from '../screen-kit'

const contacts = defineAction(
  'contacts',
  msg`Contact details`,
  ['contacts'],
  { kind: 'one', rules: [rowRule((row) => row.userType === 'worker' || row.userType === 'scc', reasons.selectWorkerOrScc)] },
  // Spec 000 names a contacts shortcut without its keys; Ctrl/Cmd+I (call-history "info") is free in our browsers.
  { hotkey: 'mod+i', keywords: ['contacts', 'call history', 'phone book'] },
)

/**
 * Spec 000 sections 4 and 5: only an admin row with attempts above zero. The spec names no button for it; resetting the
 * attempts is an update of the user (PUT /user/update with passwordAttempt 0), so it needs 'edit'.
 */
const resetPasswordAttempts = defineAction(
  'resetPasswordAttempts',
  msg`Reset password attempts`,
  ['edit'],
  {
    kind: 'one',
    rules: [
      rowRule((row) => row.userType === 'admin', reasons.onlyAdminReset),
      rowRule((row) => typeof row.passwordAttempt === 'number' && row.passwordAttempt > 0, reasons.attemptsZero),
    ],
  },
  { keywords: ['unlock', 'lockout', 'password attempt'] },
)

/** A notification goes to one app user, a customer (spec 002 section 5: "select only users for user-only actions"). */
const sendNotification = defineAction(
  'sendNotification',
  msg`Send notification`,
  ['notification'],
  { kind: 'one', rules: [rowRule((row) => row.userType === 'user', reasons.selectCustomer)] },
  { keywords: ['push', 'message', 'notify'] },
)

export default defineScreen({
  id: 'users',
  order: 40,
  route: '/admin/users',
  title: msg`Users`,
  need: { screen: 'Users' },
  icon: UsersIcon,
  keywords: ['customers', 'staff', 'people'],
  toolbar: ['add', 'edit', 'view', 'delete', resetPasswordAttempts, 'logs', contacts, sendNotification],
})
