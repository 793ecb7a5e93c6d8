import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { assignBody, TEST_DRIVE_CALLS } from '@shared/api/testdrive'
import { AssignPersonDialog } from '@/components/assign-person-dialog'
import { personName } from '@/components/data-table/formatters'
import { reportAnswer } from '@/lib/report-answer'
import { useDriveCall, useDriveWorkers } from '../api'
import { fieldMessages } from '../form-values'
import { TEST_DRIVE_TEXTS, testDriveServerTexts } from '../messages'
import type { TestDriveRow } from '../testdrive-table'

interface Props {
  drives: readonly TestDriveRow[] | null
  onOpenChange: (open: boolean) => void
  onDone: () => void
  onCloseAutoFocus?: (event: Event) => void
}

const NO_DRIVES: readonly string[] = []

/**
 * Assign (issue 17): a worker of the drives' service centre (POST /testdrive/workers) for one or more drives, sent to
 * POST /testdrive/assign. Open while `drives` is set; preset to the drives' worker when they share one.
 */
export function AssignDialog({ drives, onOpenChange, onDone, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const call = useDriveCall()
  const recordIds = useMemo(() => drives?.map((d) => d._id) ?? NO_DRIVES, [drives])
  const workers = useDriveWorkers(recordIds)
  const current = drives?.[0]?.worker?._id ?? ''
  const count = recordIds.length
  return (
    <AssignPersonDialog
      target={drives}
      initial={drives?.every((d) => (d.worker?._id ?? '') === current) ? current : ''}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      people={workers}
      title={t`Assign Worker`}
      description={
        count === 1 && drives?.[0]
          ? t`The worker of the test drive of ${personName(drives[0].customer)}.`
          : t`The worker of ${count} test drives.`
      }
      testId="testdrive-assign"
      label={t`Worker`}
      name="workerId"
      placeholder={t`Select a worker`}
      empty={t`No active worker of one service centre serves these test drives`}
      busy={call.isPending}
      onSave={(workerId, source) => {
        const parsed = assignBody.safeParse({ recordIds, workerId: workerId || undefined })
        if (!parsed.success) return Object.values(fieldMessages(i18n, parsed.error.issues))[0]
        call.mutate(
          { path: TEST_DRIVE_CALLS.assign, body: parsed.data, source },
          {
            onSuccess: (answer) => {
              if (!reportAnswer(i18n, answer, TEST_DRIVE_TEXTS.assigned, testDriveServerTexts)) return
              onOpenChange(false)
              onDone()
            },
          },
        )
      }}
    />
  )
}
