import { useCallback, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { DataTable } from '@/components/data-table/data-table'
import type { TableSearch } from '@/components/data-table/search-schema'
import { useReturnFocus } from '@/lib/return-focus'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { useRefreshStock } from './api'
import { AdjustDialog, type AdjustStart } from './components/adjust-dialog'
import { HistoryDialog } from './components/history-dialog'
import { TransferDialog } from './components/transfer-dialog'
import { scuStockTable, type ScuStockRow } from './scustocks-table'

/** The selected row's centre and product, or the actor's own centre (an scc) and no product. */
const startOf = (row: ScuStockRow | undefined, ownCentre: string): AdjustStart =>
  row ? { scuId: row.serviceCentre._id, productId: row.product._id } : { scuId: ownCentre, productId: '' }

/**
 * The SCU stocks screen (issue 19, /admin/scustocks): the on-hand table (rows at or below the reorder level tinted),
 * its search, filters and export, and the screen's own actions: adjust stock, transfer stock (admins) and the selected
 * row's stock history. The catalog (commands/screens/scustocks.ts) decides visibility, permission and selection.
 */
export function ScuStockPage() {
  const { t } = useLingui()
  const { user } = useSession()
  const search = useSearch({ strict: false }) as TableSearch
  const navigate = useNavigate()
  const onSearchChange = useCallback(
    (next: TableSearch) => void navigate({ to: '.', search: next as never, resetScroll: false }),
    [navigate],
  )
  const refresh = useRefreshStock()
  const { open, onCloseAutoFocus } = useReturnFocus()
  const [adjusting, setAdjusting] = useState<AdjustStart | null>(null)
  const [transferring, setTransferring] = useState<AdjustStart | null>(null)
  const [historyOf, setHistoryOf] = useState<ScuStockRow | null>(null)
  const ownCentre = user.userType === 'scc' || user.userType === 'worker' ? (user.scuId?._id ?? '') : ''
  const isAdmin = user.userType === 'admin'

  const actions = useMemo<TableActions<ScuStockRow>>(
    () => ({
      'action.adjustStock': (_source, rows) => open(() => setAdjusting(startOf(rows[0], ownCentre))),
      'action.transferStock': (_source, rows) => {
        if (!isAdmin) return void toast.error(t`Only administrators transfer stock between centres`)
        open(() => setTransferring(startOf(rows[0], '')))
      },
      'action.logs': onFirstRow((row) => open(() => setHistoryOf(row))),
    }),
    [open, ownCentre, isAdmin, t],
  )

  return (
    <>
      <DataTable table={scuStockTable} search={search} onSearchChange={onSearchChange} actions={actions} />
      <AdjustDialog
        start={adjusting}
        lockCentre={ownCentre !== ''}
        onOpenChange={(o) => !o && setAdjusting(null)}
        onDone={refresh}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <TransferDialog
        start={transferring}
        onOpenChange={(o) => !o && setTransferring(null)}
        onDone={refresh}
        onCloseAutoFocus={onCloseAutoFocus}
      />
      <HistoryDialog row={historyOf} onOpenChange={(o) => !o && setHistoryOf(null)} onCloseAutoFocus={onCloseAutoFocus} />
    </>
  )
}
