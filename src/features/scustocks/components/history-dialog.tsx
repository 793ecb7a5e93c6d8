import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatDateTime, personName } from '@/components/data-table/formatters'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useStockHistory } from '../api'
import { STOCK_MOVEMENT_KIND_LABELS, STOCK_REFERENCE_LABELS } from '../labels'
import type { ScuStockRow } from '../scustocks-table'

const PAGE_SIZE = 20

interface Props {
  row: ScuStockRow | null
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * Stock history (issue 19): the selected row's movements, newest first, a page of 20 at a time: when, the kind, the
 * signed quantity, the balance it left, the reason, the reference and who. Open while `row` is set.
 */
export function HistoryDialog({ row, onOpenChange, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(0)
  const [shownFor, setShownFor] = useState<ScuStockRow | null>(null)
  if (row !== shownFor) {
    setShownFor(row)
    setPage(0)
  }
  const { data, isLoading, isError } = useStockHistory(
    row ? { scuId: row.serviceCentre._id, productId: row.product._id } : null,
    page,
    PAGE_SIZE,
  )
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE))
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n))
  return (
    <Dialog open={row !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-4xl" onCloseAutoFocus={onCloseAutoFocus} data-testid="scustocks-history">
        <DialogHeader>
          <DialogTitle>{t`Stock History`}</DialogTitle>
          <DialogDescription>
            {row
              ? t`${row.product.sku} ${row.product.name} at ${row.serviceCentre.title}: ${data?.onHand ?? row.onHand} on hand. Newest first.`
              : ''}
          </DialogDescription>
        </DialogHeader>
        <div className="max-h-[60vh] overflow-auto">
          <table className="w-full text-sm" data-testid="scustocks-history-table">
            <thead className="sticky top-0 bg-background text-left">
              <tr>
                <th className="p-1">{t`When`}</th>
                <th className="p-1">{t`Kind`}</th>
                <th className="p-1 text-right">{t`Quantity`}</th>
                <th className="p-1 text-right">{t`Balance After`}</th>
                <th className="p-1">{t`Reason`}</th>
                <th className="p-1">{t`Reference`}</th>
                <th className="p-1">{t`By`}</th>
              </tr>
            </thead>
            <tbody>
              {(data?.result ?? []).map((m) => (
                <tr key={m._id} className="border-t">
                  <td className="p-1 whitespace-nowrap">{formatDateTime(m.createdAt)}</td>
                  <td className="p-1">{i18n._(STOCK_MOVEMENT_KIND_LABELS[m.kind])}</td>
                  <td className="p-1 text-right tabular-nums">{signed(m.quantity)}</td>
                  <td className="p-1 text-right tabular-nums">{m.balanceAfter}</td>
                  <td className="p-1">{m.reason ?? '-'}</td>
                  <td className="p-1">{m.refType ? `${i18n._(STOCK_REFERENCE_LABELS[m.refType])} ${m.refId?.slice(0, 8) ?? ''}` : '-'}</td>
                  <td className="p-1">{m.actor ? personName(m.actor) : '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {isLoading && <p className="p-2 text-muted-foreground">{t`Loading…`}</p>}
          {isError && <p className="p-2 text-destructive">{t`The history could not be loaded`}</p>}
          {data && data.total === 0 && <p className="p-2 text-muted-foreground">{t`No movements yet`}</p>}
        </div>
        <div className="flex items-center justify-end gap-2">
          <span className="text-sm text-muted-foreground">{t`Page ${page + 1} of ${pages}`}</span>
          <Button type="button" variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t`Newer`}
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            {t`Older`}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
