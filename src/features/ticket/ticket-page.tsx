import { useCallback, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { TICKET_CALLS, type StatusStage } from '@shared/api/ticket'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { RecordScreen, type ScreenTools } from '@/components/record-screen/record-screen'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { ticketApi, useTicketCall } from './api'
import { AssignDialog } from './components/assign-dialog'
import { StageDialog, type StageRequest } from './components/stage-dialog'
import { TicketDialog } from './components/ticket-dialog'
import { TicketLogsDialog } from './components/ticket-logs-dialog'
import { TICKET_TEXTS, ticketServerTexts } from './messages'
import { ticketTable, type TicketRow } from './ticket-table'

/**
 * The tickets screen (issue 18): the tickets on the record screen with create, edit, view and delete (soft, with
 * Undo), and its own actions: assign (an active worker or scc of the ticket's centre), change stage (the dialog of the
 * moves the ticket allows), one action per move (in progress, resolved, reopened and cancelled at once with a toast;
 * hold through the dialog, which asks Hold Till) and the logs. The catalog decides visibility, permission, selection
 * and hotkeys.
 */
export function TicketPage() {
  const { t, i18n } = useLingui()
  const refresh = ticketApi.useRefresh()
  const [logsOf, setLogsOf] = useState<string | null>(null)
  const [assigning, setAssigning] = useState<TicketRow | null>(null)
  const [moving, setMoving] = useState<StageRequest | null>(null)
  const { mutate } = useTicketCall()

  /** POST /ticket/status for a move that asks nothing more, then the toast and the refreshed rows. */
  const move = useCallback(
    (row: TicketRow, stage: StatusStage, source: ActionSource) =>
      mutate(
        { path: TICKET_CALLS.status, body: { recordId: row._id, stage, from: row.stage }, source },
        {
          onSuccess: (answer) => {
            if (reportAnswer(i18n, answer, TICKET_TEXTS.stageChanged, ticketServerTexts)) refresh()
          },
        },
      ),
    [mutate, i18n, refresh],
  )

  const actions = useCallback(
    ({ open }: ScreenTools): TableActions<TicketRow> => ({
      'action.logs': onFirstRow((row) => open(() => setLogsOf(row._id))),
      'action.assign': onFirstRow((row) => open(() => setAssigning(row))),
      'action.changeStatus': onFirstRow((row) => open(() => setMoving({ ticket: row }))),
      'action.holdTicket': onFirstRow((row) => open(() => setMoving({ ticket: row, stage: 'hold' }))),
      'action.startTicket': onFirstRow((row, source) => move(row, 'inprogress', source)),
      'action.resolveTicket': onFirstRow((row, source) => move(row, 'resolved', source)),
      'action.reopenTicket': onFirstRow((row, source) => move(row, 'reopened', source)),
      'action.cancelTicket': onFirstRow((row, source) => move(row, 'cancelled', source)),
    }),
    [move],
  )

  return (
    <RecordScreen
      table={ticketTable}
      api={ticketApi}
      dialog={TicketDialog}
      actions={actions}
      deletion={{
        title: t`Delete ticket`,
        describe: (row) => t`Delete the ticket ${row.ticketNo} “${row.title}”? It is kept as inactive.`,
        testId: 'ticket-delete',
      }}
    >
      {(tools) => (
        <>
          <TicketLogsDialog recordId={logsOf} onOpenChange={(o) => !o && setLogsOf(null)} />
          <AssignDialog
            ticket={assigning}
            onOpenChange={(o) => !o && setAssigning(null)}
            onDone={tools.refresh}
            onCloseAutoFocus={tools.onCloseAutoFocus}
          />
          <StageDialog
            request={moving}
            onOpenChange={(o) => !o && setMoving(null)}
            onDone={tools.refresh}
            onCloseAutoFocus={tools.onCloseAutoFocus}
          />
        </>
      )}
    </RecordScreen>
  )
}
