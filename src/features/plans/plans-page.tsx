import { useCallback, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PLAN_CALLS } from '@shared/api/plans'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { fieldLabels } from '@/components/log-entry'
import { RecordLogsDialog } from '@/components/record-logs-dialog'
import { RecordScreen } from '@/components/record-screen/record-screen'
import { planApi } from './api'
import { PlanDialog } from './components/plan-dialog'
import { planTable, type PlanRow } from './plans-table'

/** The field names of a plan's log entries: the table's columns, and the stored ones they differ from. */
const LOG_LABELS = {
  ...fieldLabels(planTable.columns),
  replacesPlanId: msg`Version of`,
}

/**
 * The recharge plans screen: the shared table with add, edit and view (also double-click / Enter), delete (soft, with
 * Undo; 'recharge plan deleted'), the logs and the download; the catalog decides who sees which.
 */
export function PlansPage() {
  const { t } = useLingui()
  const [logsOf, setLogsOf] = useState<string | null>(null)
  const actions = useCallback(
    ({ open }: { open: (fn: () => void) => void }): TableActions<PlanRow> => ({
      'action.logs': onFirstRow((row) => open(() => setLogsOf(row._id))),
    }),
    [],
  )
  return (
    <RecordScreen
      table={planTable}
      api={planApi}
      dialog={PlanDialog}
      actions={actions}
      deletion={{
        title: t`Delete Recharge Plan`,
        describe: (row) => t`Delete the recharge plan ${row.title}? It is kept as inactive; subscriptions keep it.`,
        testId: 'plan-delete',
      }}
    >
      {() => (
        <RecordLogsDialog
          path={PLAN_CALLS.logs}
          recordId={logsOf}
          onOpenChange={(o) => !o && setLogsOf(null)}
          description={t`Changes made to this recharge plan, newest first.`}
          labels={LOG_LABELS}
          testId="plan-logs"
        />
      )}
    </RecordScreen>
  )
}
