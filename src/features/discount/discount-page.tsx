import { useCallback, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { DISCOUNT_CALLS } from '@shared/api/discount'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { fieldLabels } from '@/components/log-entry'
import { RecordLogsDialog } from '@/components/record-logs-dialog'
import { RecordScreen } from '@/components/record-screen/record-screen'
import { discountApi } from './api'
import { DiscountDialog } from './components/discount-dialog'
import { discountTable, type DiscountRow } from './discount-table'

/** The field names of a coupon's log entries: the table's columns, and the stored ones they differ from. */
const LOG_LABELS = {
  ...fieldLabels(discountTable.columns),
  minBillPaise: msg`Minimum bill`,
  maxDiscountPaise: msg`Maximum discount`,
  eligibleUserIds: msg`Eligible users`,
}

/**
 * The discount coupons screen: the shared table with add, edit and view (also double-click / Enter), delete (soft,
 * with Undo), the logs and the download; the catalog decides who sees which.
 */
export function DiscountPage() {
  const { t } = useLingui()
  const [logsOf, setLogsOf] = useState<string | null>(null)
  const actions = useCallback(
    ({ open }: { open: (fn: () => void) => void }): TableActions<DiscountRow> => ({
      'action.logs': onFirstRow((row) => open(() => setLogsOf(row._id))),
    }),
    [],
  )
  return (
    <RecordScreen
      table={discountTable}
      api={discountApi}
      dialog={DiscountDialog}
      actions={actions}
      deletion={{
        title: t`Delete Coupon`,
        describe: (row) => t`Delete the coupon ${row.code}? It is kept as inactive and can no longer be applied.`,
        testId: 'discount-delete',
      }}
    >
      {() => (
        <RecordLogsDialog
          path={DISCOUNT_CALLS.logs}
          recordId={logsOf}
          onOpenChange={(o) => !o && setLogsOf(null)}
          description={t`Changes made to this coupon, newest first.`}
          labels={LOG_LABELS}
          testId="discount-logs"
        />
      )}
    </RecordScreen>
  )
}
