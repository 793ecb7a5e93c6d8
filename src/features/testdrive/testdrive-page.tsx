import { useCallback, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { TEST_DRIVE_CALLS } from '@shared/api/testdrive'
import { onFirstRow, type TableActions } from '@/components/data-table/actions'
import { formatDay, personName } from '@/components/data-table/formatters'
import { RecordScreen, type ScreenTools } from '@/components/record-screen/record-screen'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { testDriveApi, useDriveCall, type StatusMove } from './api'
import { AssignDialog } from './components/assign-dialog'
import { FeedbackDialog } from './components/feedback-dialog'
import { RescheduleDialog } from './components/reschedule-dialog'
import { TestDriveDialog } from './components/testdrive-dialog'
import { TestDriveLogsDialog } from './components/testdrive-logs-dialog'
import { TEST_DRIVE_TEXTS, testDriveServerTexts } from './messages'
import { testDriveTable, type TestDriveRow } from './testdrive-table'

/**
 * The test drives screen (issue 17): the drives on the record screen with create, edit (remarks), view and delete (a
 * cancel, with Undo), and its own actions: assign a worker (one or more drives), reschedule, mark completed or no-show
 * (at once, with a toast), the customer's feedback and the logs. The catalog decides visibility, permission, selection
 * and hotkeys.
 */
export function TestDrivePage() {
  const { t, i18n } = useLingui()
  const refresh = testDriveApi.useRefresh()
  const [logsOf, setLogsOf] = useState<string | null>(null)
  const [rescheduling, setRescheduling] = useState<TestDriveRow | null>(null)
  const [assigning, setAssigning] = useState<readonly TestDriveRow[] | null>(null)
  const [reviewing, setReviewing] = useState<TestDriveRow | null>(null)
  const call = useDriveCall()
  const { mutate } = call

  /** POST /testdrive/status: completed or no-show, then the toast and the refreshed rows. */
  const move = useCallback(
    (row: TestDriveRow, status: StatusMove, source: ActionSource) =>
      mutate(
        { path: TEST_DRIVE_CALLS.status, body: { recordId: row._id, status }, source },
        {
          onSuccess: (answer) => {
            if (reportAnswer(i18n, answer, TEST_DRIVE_TEXTS.statusChanged, testDriveServerTexts)) refresh()
          },
        },
      ),
    [mutate, i18n, refresh],
  )

  const actions = useCallback(
    ({ open }: ScreenTools): TableActions<TestDriveRow> => ({
      'action.logs': onFirstRow((row) => open(() => setLogsOf(row._id))),
      'action.assign': (_source, selected) => {
        if (selected.length) open(() => setAssigning([...selected]))
      },
      'action.reschedule': onFirstRow((row) => open(() => setRescheduling(row))),
      'action.complete': onFirstRow((row, source) => move(row, 'completed', source)),
      'action.noShow': onFirstRow((row, source) => move(row, 'no_show', source)),
      'action.feedback': onFirstRow((row) => open(() => setReviewing(row))),
    }),
    [move],
  )

  return (
    <RecordScreen
      table={testDriveTable}
      api={testDriveApi}
      dialog={TestDriveDialog}
      actions={actions}
      deletion={{
        title: t`Cancel Test Drive`,
        describe: (row) =>
          t`Cancel the test drive of ${personName(row.customer)} on ${formatDay(row.bookingDate)} at ${row.startAt}? Its place is given back.`,
        testId: 'testdrive-delete',
      }}
    >
      {(tools) => (
        <>
          <TestDriveLogsDialog recordId={logsOf} onOpenChange={(o) => !o && setLogsOf(null)} />
          <RescheduleDialog
            drive={rescheduling}
            onOpenChange={(o) => !o && setRescheduling(null)}
            onDone={tools.refresh}
            onCloseAutoFocus={tools.onCloseAutoFocus}
          />
          <AssignDialog
            drives={assigning}
            onOpenChange={(o) => !o && setAssigning(null)}
            onDone={tools.refresh}
            onCloseAutoFocus={tools.onCloseAutoFocus}
          />
          <FeedbackDialog
            drive={reviewing}
            onOpenChange={(o) => !o && setReviewing(null)}
            onDone={tools.refresh}
            onCloseAutoFocus={tools.onCloseAutoFocus}
          />
        </>
      )}
    </RecordScreen>
  )
}
