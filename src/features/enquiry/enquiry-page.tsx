import { useCallback, useMemo, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { DataTable } from '@/components/data-table/data-table'
import type { TableSearch } from '@/components/data-table/search-schema'
import { useReturnFocus } from '@/lib/return-focus'
import { ENQUIRY_LIST_KEY } from './api'
import { EnquiryDialog, type EnquiryDialogState } from './components/enquiry-dialog'
import { enquiryTable, type EnquiryRow } from './enquiry-table'

const route = getRouteApi('/admin/enquiry')

/**
 * The enquiry screen (issue 7): the enquiries on the shared table (keyword, filters, export) with view and edit from
 * the catalog's toolbar (add and delete are not offered); a double-click opens the enquiry read-only.
 */
export function EnquiryPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  const onSearchChange = useCallback((next: TableSearch) => void navigate({ search: next as typeof search }), [navigate])
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: ENQUIRY_LIST_KEY }), [queryClient])
  const [dialog, setDialog] = useState<EnquiryDialogState>(null)
  const { open, onCloseAutoFocus } = useReturnFocus()

  const actions = useMemo<TableActions<EnquiryRow>>(() => {
    const openAs = (mode: 'edit' | 'view') => onFirstRow<EnquiryRow>((row) => open(() => setDialog({ mode, eId: row._id })))
    return { 'action.edit': openAs('edit'), 'action.view': openAs('view') }
  }, [open])
  const onOpen = useCallback((row: EnquiryRow) => open(() => setDialog({ mode: 'view', eId: row._id })), [open])

  return (
    <>
      <DataTable table={enquiryTable} search={search} onSearchChange={onSearchChange} onOpen={onOpen} actions={actions} />
      <EnquiryDialog state={dialog} onOpenChange={(o) => !o && setDialog(null)} onSaved={refresh} onCloseAutoFocus={onCloseAutoFocus} />
    </>
  )
}
