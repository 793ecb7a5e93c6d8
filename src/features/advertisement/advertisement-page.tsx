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
import { advertisementTable, type AdvertisementRow } from './advertisement-table'
import { ADVERTISEMENT_LIST_KEY, useDeleteAdvertisement } from './api'
import { AdvertisementDialog, type AdvertisementDialogState } from './components/advertisement-dialog'
import { advertisementMessages, advertisementServerTexts } from './messages'

const route = getRouteApi('/admin/advertisement')

type Handler = (source: ActionSource, selected: readonly AdvertisementRow[]) => void

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

  const actions = useMemo<Partial<Record<ActionId, Handler>>>(() => {
    const one =
      (run: (row: AdvertisementRow) => void): Handler =>
      (_source, selected) => {
        const row = selected[0]
        if (row) run(row)
      }
    return {
      'action.add': () => open(() => setDialog({ mode: 'new' })),
      'action.edit': one((row) => open(() => setDialog({ mode: 'edit', advId: row._id }))),
      'action.view': one((row) => open(() => setDialog({ mode: 'view', advId: row._id }))),
      'action.delete': one((row) => open(() => setDeleting(row))),
    }
  }, [open])
  const onOpen = useCallback((row: AdvertisementRow) => open(() => setDialog({ mode: 'view', advId: row._id })), [open])

  return (
    <>
      <DataTable table={advertisementTable} search={search} onSearchChange={onSearchChange} onOpen={onOpen} actions={actions} />
      <AdvertisementDialog state={dialog} onOpenChange={(o) => !o && setDialog(null)} onSaved={refresh} onCloseAutoFocus={onCloseAutoFocus} />
      <DeleteAdvertisementDialog ad={deleting} onOpenChange={(o) => !o && setDeleting(null)} onDeleted={refresh} onCloseAutoFocus={onCloseAutoFocus} />
    </>
  )
}

/** The delete confirmation: Delete (also Ctrl/Cmd+S) soft-deletes the ad; Cancel or Esc keeps it. */
function DeleteAdvertisementDialog({
  ad,
  onOpenChange,
  onDeleted,
  onCloseAutoFocus,
}: {
  ad: AdvertisementRow | null
  onOpenChange: (open: boolean) => void
  onDeleted: () => void
  onCloseAutoFocus: (event: Event) => void
}) {
  const { t, i18n } = useLingui()
  const remove = useDeleteAdvertisement()
  const [content, setContent] = useState<HTMLDivElement | null>(null)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const confirm = (source: ActionSource) => {
    if (!ad || remove.isPending) return
    remove.mutate(
      { advId: ad._id, source },
      {
        onSuccess: (answer) => {
          // 'Record Already Deleted' too refreshes: the row shown as active was not.
          reportAnswer(i18n, answer, advertisementMessages.deleted, advertisementServerTexts)
          onDeleted()
          onOpenChange(false)
        },
      },
    )
  }
  useFooterCommands(ad !== null, () => content, { 'action.save': confirm, 'action.close': () => onOpenChange(false) })
  return (
    <Dialog open={ad !== null} onOpenChange={onOpenChange}>
      <DialogContent
        ref={setContent}
        role="alertdialog"
        data-testid="advertisement-delete"
        onCloseAutoFocus={onCloseAutoFocus}
        onOpenAutoFocus={(e) => {
          e.preventDefault()
          deleteButton.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{t`Delete advertisement`}</DialogTitle>
          <DialogDescription>{t`Delete the advertisement ${ad?.title ?? ''}? It is kept as inactive.`}</DialogDescription>
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
