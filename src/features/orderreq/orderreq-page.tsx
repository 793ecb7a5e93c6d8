import { useCallback, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ORDER_CALLS as CALLS, type OrderMoveStatus } from '@shared/api/orderreq'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { RecordScreen, type ScreenTools } from '@/components/record-screen/record-screen'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { orderApi, useOrderCall } from './api'
import { OrderRequestDialog } from './components/orderreq-dialog'
import { OrderLogsDialog } from './components/orderreq-logs-dialog'
import { ReceiveDialog } from './components/receive-dialog'
import { ORDER_TEXTS, orderServerTexts } from './messages'
import { orderRequestTable, type OrderRequestRow } from './orderreq-table'

/**
 * The order requests screen (/admin/orderreq): the orders on the record screen with place (add) and view (the stepper
 * of its steps), and its own actions: accept, ship, deliver and withdraw (applied at once from the row's status and
 * version, with a toast), Mark As Recieved (the receipt dialog) and the logs. The catalog (commands/screens/orderreq.ts)
 * decides visibility, permission, selection and hotkeys; the server decides who may make each step.
 */
export function OrderRequestPage() {
  const { i18n } = useLingui()
  const refresh = orderApi.useRefresh()
  const [logsOf, setLogsOf] = useState<string | null>(null)
  const [receiving, setReceiving] = useState<OrderRequestRow | null>(null)
  const { mutate } = useOrderCall()

  /** POST /orderreq/status from the version the row shows, then the toast and the refreshed rows. */
  const move = useCallback(
    (row: OrderRequestRow, status: OrderMoveStatus, source: ActionSource) =>
      mutate(
        { path: CALLS.status, body: { recordId: row._id, status, version: row.version }, source },
        {
          onSuccess: (answer) => {
            if (reportAnswer(i18n, answer, ORDER_TEXTS.statusChanged, orderServerTexts)) refresh()
          },
        },
      ),
    [mutate, i18n, refresh],
  )

  const actions = useCallback(
    ({ open }: ScreenTools): TableActions<OrderRequestRow> => ({
      'action.logs': onFirstRow((row) => open(() => setLogsOf(row._id))),
      'action.acceptOrder': onFirstRow((row, source) => move(row, 'accepted', source)),
      'action.shipOrder': onFirstRow((row, source) => move(row, 'shipped', source)),
      'action.deliverOrder': onFirstRow((row, source) => move(row, 'delivered', source)),
      'action.withdrawOrder': onFirstRow((row, source) => move(row, 'withdrawn', source)),
      'action.receiveOrder': onFirstRow((row) => open(() => setReceiving(row))),
    }),
    [move],
  )

  return (
    <RecordScreen table={orderRequestTable} api={orderApi} dialog={OrderRequestDialog} actions={actions}>
      {(tools) => (
        <>
          <OrderLogsDialog recordId={logsOf} onOpenChange={(o) => !o && setLogsOf(null)} />
          <ReceiveDialog
            order={receiving}
            onOpenChange={(o) => !o && setReceiving(null)}
            onDone={tools.refresh}
            onCloseAutoFocus={tools.onCloseAutoFocus}
          />
        </>
      )}
    </RecordScreen>
  )
}
