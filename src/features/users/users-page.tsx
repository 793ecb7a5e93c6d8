import { useCallback, useMemo, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { DataTable } from '@/components/data-table/data-table'
import type { TableSearch } from '@/components/data-table/search-schema'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { useReturnFocus } from '@/lib/return-focus'
import { useDeleteUser, useResetAttempts, USERS_LIST_KEY } from './api/records'
import { UserContactsDialog } from './components/user-contacts-dialog'
import { UserFormDialog, type UserDialogState } from './components/user-form-dialog'
import { UserLogsDialog } from './components/user-logs-dialog'
import { SendNotificationDialog, type NotificationRecipient } from './components/send-notification-dialog'
import { userMessages, userServerTexts } from './form-messages'
import { usersTable, type UserRow } from './users-table'

const route = getRouteApi('/admin/users')

/**
 * The users screen (spec 000 section 2): the shared table over the users list, and its toolbar actions (the catalog
 * decides visibility, permission, selection and hotkeys): add, edit, view (also double-click / Enter), delete with a
 * confirmation, reset password attempts, logs, contacts and send notification (to a customer).
 */
export function UsersPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  const onSearchChange = useCallback((next: TableSearch) => void navigate({ search: next as typeof search }), [navigate])
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: USERS_LIST_KEY }), [queryClient])

  const [form, setForm] = useState<UserDialogState>(null)
  const [deleting, setDeleting] = useState<UserRow | null>(null)
  const [logsOf, setLogsOf] = useState<string | null>(null)
  const [notifying, setNotifying] = useState<NotificationRecipient | null>(null)
  const [contactsOf, setContactsOf] = useState<{ id: string; fname: string; mobileNo: string; userType: string } | null>(null)
  const { t, i18n } = useLingui()
  const { mutate: resetAttempts } = useResetAttempts()
  const remove = useDeleteUser()

  // A dialog opened from the palette waits until the palette has given the focus back; on close the focus returns to
  // what had it (the table): hotkeys and the palette leave Radix no trigger to return it to.
  const { open, onCloseAutoFocus } = useReturnFocus()

  const actions = useMemo<TableActions<UserRow>>(() => {
    return {
      'action.add': () => open(() => setForm({ mode: 'new' })),
      'action.edit': onFirstRow((row) => open(() => setForm({ mode: 'edit', userId: row._id }))),
      'action.view': onFirstRow((row) => open(() => setForm({ mode: 'view', userId: row._id }))),
      'action.delete': onFirstRow((row) => open(() => setDeleting(row))),
      'action.logs': onFirstRow((row) => open(() => setLogsOf(row._id))),
      'action.contacts': onFirstRow((row) =>
        open(() => setContactsOf({ id: row._id, fname: row.fname, mobileNo: row.mobileNo, userType: row.userType })),
      ),
      'action.sendNotification': onFirstRow((row) =>
        open(() => setNotifying({ id: row._id, name: `${row.fname} ${row.lname ?? ''}`.trim(), mobileNo: row.mobileNo })),
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
    }
  }, [resetAttempts, i18n, refresh, open])
  const name = deleting ? `${deleting.fname} ${deleting.lname ?? ''}`.trim() : ''
  const confirmDelete = (source: ActionSource) => {
    if (!deleting) return
    remove.mutate(
      { userId: deleting._id, source },
      {
        onSuccess: (answer) => {
          if (reportAnswer(i18n, answer, userMessages.deleted, userServerTexts)) refresh()
          setDeleting(null)
        },
      },
    )
  }
  const onOpen = useCallback((row: UserRow) => open(() => setForm({ mode: 'view', userId: row._id })), [open])

  return (
    <>
      <DataTable table={usersTable} search={search} onSearchChange={onSearchChange} onOpen={onOpen} actions={actions} />
      <UserFormDialog state={form} onOpenChange={(o) => !o && setForm(null)} onSaved={refresh} onCloseAutoFocus={onCloseAutoFocus} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t`Delete user`}
        description={t`Delete ${name} (${deleting?.mobileNo ?? ''})? The user is deactivated and signed out.`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(o) => !o && setDeleting(null)}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <UserLogsDialog userId={logsOf} onOpenChange={(o) => !o && setLogsOf(null)} />
      <UserContactsDialog user={contactsOf} onOpenChange={(o) => !o && setContactsOf(null)} />
      <SendNotificationDialog recipient={notifying} onOpenChange={(o) => !o && setNotifying(null)} onCloseAutoFocus={onCloseAutoFocus} />
    </>
  )
}
