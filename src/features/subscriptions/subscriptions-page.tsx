import { useCallback, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { SUBSCRIPTION_CALLS } from '@shared/api/subscription'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { fieldLabels } from '@/components/log-entry'
import { RecordLogsDialog } from '@/components/record-logs-dialog'
import { RecordScreen } from '@/components/record-screen/record-screen'
import { subscriptionApi } from './api'
import { SubscriptionDialog } from './components/subscription-dialog'
import { subscriptionTable, type SubscriptionRow } from './subscriptions-table'

/** The field names of a subscription's log entries: the table's columns, and the stored ones they differ from. */
const LOG_LABELS = {
  ...fieldLabels(subscriptionTable.columns),
  amountPaise: msg`Amount`,
  planTotalPaise: msg`Plan total`,
  planDiscountPaise: msg`Plan discount`,
  couponDiscountPaise: msg`Coupon discount`,
  userId: msg`Rider`,
  planId: msg`Plan`,
  odometer: msg`Odometer`,
}

/**
 * The subscriptions screen (the riders' recharge records): the shared table with add, edit and view (also
 * double-click / Enter), the logs and the download; no delete (a payment happened). The catalog decides who sees which.
 */
export function SubscriptionsPage() {
  const { t } = useLingui()
  const [logsOf, setLogsOf] = useState<string | null>(null)
  const actions = useCallback(
    ({ open }: { open: (fn: () => void) => void }): TableActions<SubscriptionRow> => ({
      'action.logs': onFirstRow((row) => open(() => setLogsOf(row._id))),
    }),
    [],
  )
  return (
    <RecordScreen table={subscriptionTable} api={subscriptionApi} dialog={SubscriptionDialog} actions={actions}>
      {() => (
        <RecordLogsDialog
          path={SUBSCRIPTION_CALLS.logs}
          recordId={logsOf}
          onOpenChange={(o) => !o && setLogsOf(null)}
          description={t`Changes made to this subscription, newest first.`}
          labels={LOG_LABELS}
          testId="subscription-logs"
        />
      )}
    </RecordScreen>
  )
}
