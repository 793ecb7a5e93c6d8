import { useCallback, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { RecordScreen, type ScreenTools } from '@/components/record-screen/record-screen'
import { reportAnswer } from '@/lib/report-answer'
import { usersApi, useResetAttempts } from './api'
import { lazyDialog } from '@/lib/lazy-dialog'
import type { NotificationRecipient } from './components/send-notification-dialog'
import type { LogsOf } from './components/user-logs-dialog'
import { userMessages, userServerTexts } from './messages'
import { usersTable, type UserRow } from './users-table'

type ContactsOf = { id: string; fname: string; mobileNo: string; userType: string }

// The screen's dialogs load when first opened (issue 23: about 45 KB less for the first signed-in screen).
const UserFormDialog = lazyDialog(
  () => import('./components/user-form-dialog').then((m) => m.UserFormDialog),
  (p) => p.state !== null,
)
const UserLogsDialog = lazyDialog(
  () => import('./components/user-logs-dialog').then((m) => m.UserLogsDialog),
  (p) => p.of !== null,
)
const UserContactsDialog = lazyDialog(
  () => import('./components/user-contacts-dialog').then((m) => m.UserContactsDialog),
  (p) => p.user !== null,
)
const SendNotificationDialog = lazyDialog(
  () => import('./components/send-notification-dialog').then((m) => m.SendNotificationDialog),
  (p) => p.recipient !== null,
)

const fullName = (row: UserRow) => `${row.fname} ${row.lname ?? ''}`.trim()

/**
 * The users screen (spec 000 section 2): the shared table over the users list with add, edit, view (also double-click
 * / Enter) and delete with a confirmation, and its own toolbar actions: reset password attempts, logs, contacts and
 * send notification (to a customer). The catalog decides visibility, permission, selection and hotkeys.
 */
export function UsersPage() {
  const { t, i18n } = useLingui()
  const [logsOf, setLogsOf] = useState<LogsOf | null>(null)
  const [contactsOf, setContactsOf] = useState<ContactsOf | null>(null)
  const [notifying, setNotifying] = useState<NotificationRecipient | null>(null)
  const { mutate: resetAttempts } = useResetAttempts()

  const actions = useCallback(
    ({ open, refresh }: ScreenTools): TableActions<UserRow> => ({
      'action.logs': onFirstRow((row) => open(() => setLogsOf({ id: row._id, active: row.active }))),
      'action.contacts': onFirstRow((row) =>
        open(() => setContactsOf({ id: row._id, fname: row.fname, mobileNo: row.mobileNo, userType: row.userType })),
      ),
      'action.sendNotification': onFirstRow((row) =>
        open(() => setNotifying({ id: row._id, name: fullName(row), mobileNo: row.mobileNo })),
      ),
      'action.resetPasswordAttempts': onFirstRow((row, source) =>
        resetAttempts(
          { userId: row._id, source },
          {
            onSuccess: (answer) => {
              if (reportAnswer(i18n, answer, userMessages.attemptsReset, userServerTexts)) refresh()
            },
          },
        ),
      ),
    }),
    [resetAttempts, i18n],
  )

  return (
    <RecordScreen
      table={usersTable}
      api={usersApi}
      dialog={UserFormDialog}
      deletion={{
        title: t`Delete user`,
        describe: (row) => {
          const name = fullName(row)
          return t`Delete ${name} (${row.mobileNo})? The user is deactivated and signed out.`
        },
        testId: 'user-delete',
      }}
      actions={actions}
    >
      {({ onCloseAutoFocus, refresh }) => (
        <>
          <UserLogsDialog of={logsOf} onOpenChange={(o) => !o && setLogsOf(null)} onRestored={refresh} />
          <UserContactsDialog user={contactsOf} onOpenChange={(o) => !o && setContactsOf(null)} />
          <SendNotificationDialog
            recipient={notifying}
            onOpenChange={(o) => !o && setNotifying(null)}
            onCloseAutoFocus={onCloseAutoFocus}
          />
        </>
      )}
    </RecordScreen>
  )
}
