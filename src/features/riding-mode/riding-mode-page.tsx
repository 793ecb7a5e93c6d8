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
import { RIDING_MODE_LIST_KEY, useDeleteRidingMode } from './api'
import { RidingModeDialog, type RidingModeDialogState } from './components/riding-mode-dialog'
import { ridingModeMessages, ridingModeServerTexts } from './messages'
import { ridingModeTable, type RidingModeRow } from './riding-mode-table'

const route = getRouteApi('/admin/riding/mode')

/**
 * The riding-mode screen (spec 001 section 2): the shared table and its toolbar actions (the catalog decides
 * visibility, permission, selection, the active-row rule of delete and the hotkeys): add, edit, view (also
 * double-click / Enter) and delete with a confirmation.
 */
export function RidingModePage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  const onSearchChange = useCallback((next: TableSearch) => void navigate({ search: next as typeof search }), [navigate])
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: RIDING_MODE_LIST_KEY }), [queryClient])
  const [dialog, setDialog] = useState<RidingModeDialogState>(null)
  const [deleting, setDeleting] = useState<RidingModeRow | null>(null)
  const { open, onCloseAutoFocus } = useReturnFocus()
  const { t, i18n } = useLingui()
  const remove = useDeleteRidingMode()
  const confirmDelete = (source: ActionSource) => {
    if (!deleting) return
    remove.mutate(
      { recordId: deleting._id, source },
      {
        onSuccess: (answer) => {
          // 'Record Already Deleted' too refreshes: the row shown as active was not.
          reportAnswer(i18n, answer, ridingModeMessages.deleted, ridingModeServerTexts)
          refresh()
          setDeleting(null)
        },
      },
    )
  }

  const actions = useMemo<TableActions<RidingModeRow>>(
    () => ({
      'action.add': () => open(() => setDialog({ mode: 'new' })),
      'action.edit': onFirstRow((row) => open(() => setDialog({ mode: 'edit', recordId: row._id }))),
      'action.view': onFirstRow((row) => open(() => setDialog({ mode: 'view', recordId: row._id }))),
      'action.delete': onFirstRow((row) => open(() => setDeleting(row))),
    }),
    [open],
  )
  const onOpen = useCallback((row: RidingModeRow) => open(() => setDialog({ mode: 'view', recordId: row._id })), [open])

  return (
    <>
      <DataTable table={ridingModeTable} search={search} onSearchChange={onSearchChange} onOpen={onOpen} actions={actions} />
      <RidingModeDialog state={dialog} onOpenChange={(o) => !o && setDialog(null)} onSaved={refresh} onCloseAutoFocus={onCloseAutoFocus} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t`Delete riding mode`}
        description={t`Delete the riding mode ${deleting?.title ?? ''}? It is kept as inactive.`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(o) => !o && setDeleting(null)}
        onCloseAutoFocus={onCloseAutoFocus}
        data-testid="riding-mode-delete"
      />
    </>
  )
}
