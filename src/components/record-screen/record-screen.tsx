import { useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { RC } from '@shared/response-codes'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { DataTable } from '@/components/data-table/data-table'
import type { TableSearch } from '@/components/data-table/search-schema'
import type { TableDeclaration } from '@/components/data-table/types'
import type { ActionSource } from '@/lib/api'
import { lazyDialog } from '@/lib/lazy-dialog'
import type { RecordApi } from '@/lib/record-api'
import { reportAnswer } from '@/lib/report-answer'
import { useReturnFocus } from '@/lib/return-focus'
import { toast } from '@/lib/toast'
import { offerUndo, runUndo, UNDO_MS } from '@/lib/undo'
import type { RecordDialogProps, RecordDialogState } from './record-dialog'

/** The delete confirmation loads on its first opening (issue 23). */
const ConfirmDeleteDialog = lazyDialog(
  () => import('@/components/confirm-delete-dialog').then((m) => m.ConfirmDeleteDialog),
  (p) => p.open,
)

/** What a screen's own toolbar actions get: the dialog opener and the refresh, besides the selected rows. */
export interface ScreenTools {
  open: (fn: () => void) => void
  openDialog: (state: RecordDialogState) => void
  refresh: () => void
  onCloseAutoFocus: (event: Event) => void
}

export interface RecordScreenProps<TRow extends Record<string, unknown>> {
  table: TableDeclaration<TRow>
  api: RecordApi
  /** The module's record dialog (its fields inside RecordDialogFrame). */
  dialog: ComponentType<RecordDialogProps>
  /**
   * The delete confirmation's texts, when the module deletes (its contract has `remove`); `details` adds what the
   * module asks before a delete (a service centre's staff and open work), shown under the description.
   */
  deletion?: { title: string; describe: (row: TRow) => string; testId: string; details?: (row: TRow) => ReactNode }
  /** Toolbar actions of the screen's own, beside add, edit, view and delete. Memoise them. */
  actions?: (tools: ScreenTools) => TableActions<TRow>
  /** Other dialogs of the screen (logs, assign…), given the same tools. */
  children?: (tools: ScreenTools) => ReactNode
  /** The screen does not offer add although its contract can create (the enquiry's create serves other clients). */
  noAdd?: boolean
  /** Search params of the screen's own (the CRM's mobileNo deep link): the table does not see them, and drops them. */
  ownSearch?: readonly string[]
  /** After the record dialog closed (the CRM drops its deep link from the address). */
  onDialogClosed?: () => void
  /** Filter values the table uses while the address gives none (the roles' active ones, spec 000 section 9). Memoise it. */
  searchDefaults?: Partial<TableSearch>
  /** A refresh after a save also clears the table's selection (the Notification screen, spec 001 section 4). */
  clearSelectionOnSave?: boolean
}

/**
 * A record screen: the shared table with its state in the URL, and the record dialog for add, edit and view (also a
 * double-click, double-tap or Enter on a row), delete with a confirmation, and the focus back on the table when a
 * dialog closes. The contract decides which of add, edit, view and delete exist; the catalog decides who sees them.
 */
export function RecordScreen<TRow extends Record<string, unknown>>({
  table,
  api,
  dialog: Dialog,
  deletion,
  actions,
  children,
  noAdd = false,
  ownSearch,
  onDialogClosed,
  searchDefaults,
  clearSelectionOnSave = false,
}: RecordScreenProps<TRow>) {
  const { i18n } = useLingui()
  const routeSearch = useSearch({ strict: false }) as TableSearch
  const search = useMemo(
    () =>
      ownSearch ? (Object.fromEntries(Object.entries(routeSearch).filter(([k]) => !ownSearch.includes(k))) as TableSearch) : routeSearch,
    [routeSearch, ownSearch],
  )
  const navigate = useNavigate()
  // The table's state is not a new page: the router neither scrolls nor restores a scroll position for it (it would
  // put the grid back at the old query's offset); the grid starts each new query at its top itself.
  const onSearchChange = useCallback(
    (next: TableSearch) => void navigate({ to: '.', search: next as never, resetScroll: false }),
    [navigate],
  )
  const tableSearch = useMemo(() => (searchDefaults ? withDefaults(search, searchDefaults) : search), [search, searchDefaults])
  const refreshRows = api.useRefresh()
  // A new key remounts the table, which drops its selection.
  const [generation, setGeneration] = useState(0)
  const refresh = useCallback(() => {
    if (clearSelectionOnSave) setGeneration((g) => g + 1)
    refreshRows()
  }, [clearSelectionOnSave, refreshRows])
  const [dialog, setDialog] = useState<RecordDialogState>(null)
  // A record just created: the table selects it when the refreshed rows show it (issue 15), so Edit, View or Delete
  // apply to it at once (Add then asks to unselect first, as it always does), unless saves clear the selection.
  const [created, setCreated] = useState<string | null>(null)
  const clearCreated = useCallback(() => setCreated(null), [])
  const onSaved = (id?: string) => {
    if (dialog?.mode === 'new' && id && !clearSelectionOnSave) setCreated(id)
    refresh()
  }
  const [deleting, setDeleting] = useState<TRow | null>(null)
  const { open, onCloseAutoFocus } = useReturnFocus()
  const remove = api.useRemove()
  const restore = api.useRestore()
  const { record } = api
  const idOf = table.rowId

  const tools = useMemo<ScreenTools>(
    () => ({ open, openDialog: (state) => open(() => setDialog(state)), refresh, onCloseAutoFocus }),
    [open, refresh, onCloseAutoFocus],
  )
  const own = useMemo(() => actions?.(tools) ?? {}, [actions, tools])
  const tableActions = useMemo<TableActions<TRow>>(
    () => ({
      ...(record.create && !noAdd ? { 'action.add': () => tools.openDialog({ mode: 'new' }) } : {}),
      ...(record.update ? { 'action.edit': onFirstRow<TRow>((row) => tools.openDialog({ mode: 'edit', id: idOf(row) })) } : {}),
      ...(record.details ? { 'action.view': onFirstRow<TRow>((row) => tools.openDialog({ mode: 'view', id: idOf(row) })) } : {}),
      ...(record.remove && deletion ? { 'action.delete': onFirstRow<TRow>((row) => open(() => setDeleting(row))) } : {}),
      ...own,
    }),
    [record, noAdd, deletion, tools, idOf, open, own],
  )
  const onOpen = useMemo(
    () => (record.details ? (row: TRow) => tools.openDialog({ mode: 'view', id: idOf(row) }) : undefined),
    [record, tools, idOf],
  )

  const closeDialog = (o: boolean) => {
    if (o) return
    setDialog(null)
    onDialogClosed?.()
  }

  /** The delete's toast offers Undo (also Ctrl/Cmd+Z) for ten seconds: the restore, from the version the delete answered. */
  const offerRestore = (id: string, version: number | undefined) => {
    const undo = (source: ActionSource) => {
      toast.dismiss(toastId)
      restore.mutate(
        { id, version, source },
        {
          onSuccess: (answer) => {
            reportAnswer(i18n, answer, restoredMessage, api.texts.texts)
            refresh()
          },
        },
      )
    }
    const toastId = toast.success(i18n._(api.texts.deleted), {
      duration: UNDO_MS,
      action: { label: i18n._(undoLabel), onClick: () => void runUndo('pointer') },
    })
    offerUndo(undo)
  }

  const confirmDelete = (source: ActionSource) => {
    if (!deleting) return
    remove.mutate(
      { id: idOf(deleting), source },
      {
        onSuccess: (answer) => {
          // 'Record Already Deleted' refreshes too: the row shown as active was not.
          if (answer.responseCode === RC.SUCCESS && record.restore) offerRestore(idOf(deleting), answer.version)
          else reportAnswer(i18n, answer, api.texts.deleted, api.texts.texts)
          refresh()
          setDeleting(null)
        },
      },
    )
  }

  return (
    <>
      <DataTable
        key={generation}
        table={table}
        search={tableSearch}
        onSearchChange={onSearchChange}
        onOpen={onOpen}
        actions={tableActions}
        pick={created}
        onPicked={clearCreated}
      />
      <Dialog state={dialog} onOpenChange={closeDialog} onSaved={onSaved} onCloseAutoFocus={onCloseAutoFocus} />
      {deletion && (
        <ConfirmDeleteDialog
          open={deleting !== null}
          title={deletion.title}
          description={deleting ? deletion.describe(deleting) : ''}
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onOpenChange={(o) => !o && setDeleting(null)}
          onCloseAutoFocus={onCloseAutoFocus}
          data-testid={deletion.testId}
        >
          {deleting && deletion.details?.(deleting)}
        </ConfirmDeleteDialog>
      )}
      {children?.(tools)}
    </>
  )
}

const restoredMessage = msg`Record Restored Successfully`
const undoLabel = msg`Undo`

/** `search` with the values of `defaults` it leaves out. */
function withDefaults(search: TableSearch, defaults: Partial<TableSearch>): TableSearch {
  const missing = Object.entries(defaults).filter(([k]) => search[k as keyof TableSearch] === undefined)
  return missing.length === 0 ? search : { ...search, ...Object.fromEntries(missing) }
}
