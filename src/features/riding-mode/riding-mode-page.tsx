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
import { RIDING_MODE_LIST_KEY, useDeleteRidingMode } from './api'
import { RidingModeDialog, type RidingModeDialogState } from './components/riding-mode-dialog'
import { ridingModeMessages, ridingModeServerTexts } from './messages'
import { ridingModeTable, type RidingModeRow } from './riding-mode-table'

const route = getRouteApi('/admin/riding/mode')

type Handler = (source: ActionSource, selected: readonly RidingModeRow[]) => void

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

  const actions = useMemo<Partial<Record<ActionId, Handler>>>(() => {
    const one =
      (run: (row: RidingModeRow) => void): Handler =>
      (_source, selected) => {
        const row = selected[0]
        if (row) run(row)
      }
    return {
      'action.add': () => open(() => setDialog({ mode: 'new' })),
      'action.edit': one((row) => open(() => setDialog({ mode: 'edit', recordId: row._id }))),
      'action.view': one((row) => open(() => setDialog({ mode: 'view', recordId: row._id }))),
      'action.delete': one((row) => open(() => setDeleting(row))),
    }
  }, [open])
  const onOpen = useCallback((row: RidingModeRow) => open(() => setDialog({ mode: 'view', recordId: row._id })), [open])

  return (
    <>
      <DataTable table={ridingModeTable} search={search} onSearchChange={onSearchChange} onOpen={onOpen} actions={actions} />
      <RidingModeDialog state={dialog} onOpenChange={(o) => !o && setDialog(null)} onSaved={refresh} onCloseAutoFocus={onCloseAutoFocus} />
      <DeleteRidingModeDialog mode={deleting} onOpenChange={(o) => !o && setDeleting(null)} onDeleted={refresh} onCloseAutoFocus={onCloseAutoFocus} />
    </>
  )
}

/** The delete confirmation: Delete (also Ctrl/Cmd+S) soft-deletes the mode; Cancel or Esc keeps it. */
function DeleteRidingModeDialog({
  mode,
  onOpenChange,
  onDeleted,
  onCloseAutoFocus,
}: {
  mode: RidingModeRow | null
  onOpenChange: (open: boolean) => void
  onDeleted: () => void
  onCloseAutoFocus: (event: Event) => void
}) {
  const { t, i18n } = useLingui()
  const remove = useDeleteRidingMode()
  const [content, setContent] = useState<HTMLDivElement | null>(null)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const confirm = (source: ActionSource) => {
    if (!mode || remove.isPending) return
    remove.mutate(
      { recordId: mode._id, source },
      {
        onSuccess: (answer) => {
          // 'Record Already Deleted' too refreshes: the row shown as active was not.
          reportAnswer(i18n, answer, ridingModeMessages.deleted, ridingModeServerTexts)
          onDeleted()
          onOpenChange(false)
        },
      },
    )
  }
  useFooterCommands(mode !== null, () => content, { 'action.save': confirm, 'action.close': () => onOpenChange(false) })
  return (
    <Dialog open={mode !== null} onOpenChange={onOpenChange}>
      <DialogContent
        ref={setContent}
        role="alertdialog"
        data-testid="riding-mode-delete"
        onCloseAutoFocus={onCloseAutoFocus}
        onOpenAutoFocus={(e) => {
          e.preventDefault()
          deleteButton.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{t`Delete riding mode`}</DialogTitle>
          <DialogDescription>{t`Delete the riding mode ${mode?.title ?? ''}? It is kept as inactive.`}</DialogDescription>
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
