import { useCallback, useMemo, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { ActionId } from '@commands/index'
import { DataTable } from '@/components/data-table/data-table'
import type { TableSearch } from '@/components/data-table/search-schema'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { useReturnFocus } from '@/lib/return-focus'
import { useFooterCommands } from '@/lib/use-footer-commands'
import { useDeleteUser, useResetAttempts, USERS_LIST_KEY } from './api/records'
import { UserContactsDialog } from './components/user-contacts-dialog'
import { UserFormDialog, type UserDialogState } from './components/user-form-dialog'
import { UserLogsDialog } from './components/user-logs-dialog'
import { SendNotificationDialog, type NotificationRecipient } from './components/send-notification-dialog'
import { userMessages, userServerTexts } from './form-messages'
import { usersTable, type UserRow } from './users-table'

const route = getRouteApi('/admin/users')

type Handler = (source: ActionSource, selected: readonly UserRow[]) => void

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
  const { i18n } = useLingui()
  const { mutate: resetAttempts } = useResetAttempts()

  // A dialog opened from the palette waits until the palette has given the focus back; on close the focus returns to
  // what had it (the table): hotkeys and the palette leave Radix no trigger to return it to.
  const { open, onCloseAutoFocus } = useReturnFocus()

  const actions = useMemo<Partial<Record<ActionId, Handler>>>(() => {
    const one =
      (run: (row: UserRow, source: ActionSource) => void): Handler =>
      (source, selected) => {
        const row = selected[0]
        if (row) run(row, source)
      }
    return {
      'action.add': () => open(() => setForm({ mode: 'new' })),
      'action.edit': one((row) => open(() => setForm({ mode: 'edit', userId: row._id }))),
      'action.view': one((row) => open(() => setForm({ mode: 'view', userId: row._id }))),
      'action.delete': one((row) => open(() => setDeleting(row))),
      'action.logs': one((row) => open(() => setLogsOf(row._id))),
      'action.contacts': one((row) =>
        open(() => setContactsOf({ id: row._id, fname: row.fname, mobileNo: row.mobileNo, userType: row.userType })),
      ),
      'action.sendNotification': one((row) =>
        open(() => setNotifying({ id: row._id, name: `${row.fname} ${row.lname ?? ''}`.trim(), mobileNo: row.mobileNo })),
      ),
      'action.resetPasswordAttempts': one((row, source) =>
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
  const onOpen = useCallback((row: UserRow) => open(() => setForm({ mode: 'view', userId: row._id })), [open])

  return (
    <>
      <DataTable table={usersTable} search={search} onSearchChange={onSearchChange} onOpen={onOpen} actions={actions} />
      <UserFormDialog state={form} onOpenChange={(o) => !o && setForm(null)} onSaved={refresh} onCloseAutoFocus={onCloseAutoFocus} />
      <DeleteUserDialog
        user={deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        onDeleted={refresh}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <UserLogsDialog userId={logsOf} onOpenChange={(o) => !o && setLogsOf(null)} />
      <UserContactsDialog user={contactsOf} onOpenChange={(o) => !o && setContactsOf(null)} />
      <SendNotificationDialog recipient={notifying} onOpenChange={(o) => !o && setNotifying(null)} onCloseAutoFocus={onCloseAutoFocus} />
    </>
  )
}

/** The delete confirmation: Delete (also Ctrl/Cmd+S) soft-deletes the user; Cancel or Esc keeps it. */
function DeleteUserDialog({
  user,
  onOpenChange,
  onDeleted,
  onCloseAutoFocus,
}: {
  user: UserRow | null
  onOpenChange: (open: boolean) => void
  onDeleted: () => void
  onCloseAutoFocus: (event: Event) => void
}) {
  const { t, i18n } = useLingui()
  const remove = useDeleteUser()
  const [content, setContent] = useState<HTMLDivElement | null>(null)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const confirm = (source: ActionSource) => {
    if (!user || remove.isPending) return
    remove.mutate(
      { userId: user._id, source },
      {
        onSuccess: (answer) => {
          if (reportAnswer(i18n, answer, userMessages.deleted, userServerTexts)) onDeleted()
          onOpenChange(false)
        },
      },
    )
  }
  useFooterCommands(user !== null, () => content, { 'action.save': confirm, 'action.close': () => onOpenChange(false) })
  const name = user ? `${user.fname} ${user.lname ?? ''}`.trim() : ''
  return (
    <Dialog open={user !== null} onOpenChange={onOpenChange}>
      <DialogContent
        ref={setContent}
        role="alertdialog"
        onCloseAutoFocus={onCloseAutoFocus}
        onOpenAutoFocus={(e) => {
          e.preventDefault()
          deleteButton.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{t`Delete user`}</DialogTitle>
          <DialogDescription>{t`Delete ${name} (${user?.mobileNo ?? ''})? The user is deactivated and signed out.`}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t`Cancel`}
          </Button>
          <Button type="button" variant="destructive" ref={deleteButton} disabled={remove.isPending} onClick={() => confirm('pointer')}>
            {t`Delete`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
