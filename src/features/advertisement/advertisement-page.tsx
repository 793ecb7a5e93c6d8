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
import { advertisementTable, type AdvertisementRow } from './advertisement-table'
import { ADVERTISEMENT_LIST_KEY, useDeleteAdvertisement } from './api'
import { AdvertisementDialog, type AdvertisementDialogState } from './components/advertisement-dialog'
import { advertisementMessages, advertisementServerTexts } from './messages'

const route = getRouteApi('/admin/advertisement')

/**
 * The advertisement screen (spec 001 section 2): the shared table and its toolbar actions (the catalog decides
 * visibility, permission, selection — add only with no row selected, delete needs a checked active row — and the
 * hotkeys): add, edit, view (also double-click / Enter) and delete with a confirmation.
 */
export function AdvertisementPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  const onSearchChange = useCallback((next: TableSearch) => void navigate({ search: next as typeof search }), [navigate])
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: ADVERTISEMENT_LIST_KEY }), [queryClient])
  const [dialog, setDialog] = useState<AdvertisementDialogState>(null)
  const [deleting, setDeleting] = useState<AdvertisementRow | null>(null)
  const { open, onCloseAutoFocus } = useReturnFocus()
  const { t, i18n } = useLingui()
  const remove = useDeleteAdvertisement()
  const confirmDelete = (source: ActionSource) => {
    if (!deleting) return
    remove.mutate(
      { advId: deleting._id, source },
      {
        onSuccess: (answer) => {
          // 'Record Already Deleted' too refreshes: the row shown as active was not.
          reportAnswer(i18n, answer, advertisementMessages.deleted, advertisementServerTexts)
          refresh()
          setDeleting(null)
        },
      },
    )
  }

  const actions = useMemo<TableActions<AdvertisementRow>>(
    () => ({
      'action.add': () => open(() => setDialog({ mode: 'new' })),
      'action.edit': onFirstRow((row) => open(() => setDialog({ mode: 'edit', advId: row._id }))),
      'action.view': onFirstRow((row) => open(() => setDialog({ mode: 'view', advId: row._id }))),
      'action.delete': onFirstRow((row) => open(() => setDeleting(row))),
    }),
    [open],
  )
  const onOpen = useCallback((row: AdvertisementRow) => open(() => setDialog({ mode: 'view', advId: row._id })), [open])

  return (
    <>
      <DataTable table={advertisementTable} search={search} onSearchChange={onSearchChange} onOpen={onOpen} actions={actions} />
      <AdvertisementDialog state={dialog} onOpenChange={(o) => !o && setDialog(null)} onSaved={refresh} onCloseAutoFocus={onCloseAutoFocus} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t`Delete advertisement`}
        description={t`Delete the advertisement ${deleting?.title ?? ''}? It is kept as inactive.`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(o) => !o && setDeleting(null)}
        onCloseAutoFocus={onCloseAutoFocus}
        data-testid="advertisement-delete"
      />
    </>
  )
}
