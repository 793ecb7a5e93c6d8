import { useId, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { assignBody, TEST_DRIVE_CALLS } from '@shared/api/testdrive'
import { personName } from '@/components/data-table/formatters'
import { OptionSelect } from '@/components/ui/select'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { useDriveCall, useDriveWorkers } from '../api'
import { fieldMessages } from '../form-values'
import { TEST_DRIVE_TEXTS, testDriveServerTexts } from '../messages'
import type { TestDriveRow } from '../testdrive-table'
import { ActionDialog, Field } from '@/components/action-dialog'

interface Props {
  drives: readonly TestDriveRow[] | null
  onOpenChange: (open: boolean) => void
  onDone: () => void
  onCloseAutoFocus?: (event: Event) => void
}

const NO_DRIVES: readonly string[] = []

/**
 * Assign (issue 17): a worker of the drives' service centre (POST /testdrive/workers) for one or more drives, sent to
 * POST /testdrive/assign. Open while `drives` is set.
 */
export function AssignDialog({ drives, onOpenChange, onDone, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const id = useId()
  const call = useDriveCall()
  const recordIds = useMemo(() => drives?.map((d) => d._id) ?? NO_DRIVES, [drives])
  const workers = useDriveWorkers(recordIds)
  const [workerId, setWorkerId] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [shownFor, setShownFor] = useState<readonly TestDriveRow[] | null>(null)
  if (drives !== shownFor) {
    setShownFor(drives)
    // The drives' current worker when they share one.
    const current = drives?.[0]?.worker?._id ?? ''
    setWorkerId(drives?.every((d) => d.worker?._id === current) ? current : '')
    setError(undefined)
  }
  const options = useMemo(
    () => (workers.data ?? []).map((w) => ({ value: w._id, label: `${personName(w)} (${w.mobileNo})` })),
    [workers.data],
  )
  const count = recordIds.length

  const save = (source: ActionSource) => {
    const parsed = assignBody.safeParse({ recordIds, workerId: workerId || undefined })
    if (!parsed.success) return setError(Object.values(fieldMessages(i18n, parsed.error.issues))[0])
    setError(undefined)
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
  }

  return (
    <ActionDialog
      open={drives !== null}
      onOpenChange={onOpenChange}
      title={t`Assign Worker`}
      description={
        count === 1 && drives?.[0]
          ? t`The worker of the test drive of ${personName(drives[0].customer)}.`
          : t`The worker of ${count} test drives.`
      }
      testId="testdrive-assign"
      busy={call.isPending}
      onSave={save}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <Field id={`${id}-worker`} label={t`Worker`} error={error}>
        <OptionSelect
          id={`${id}-worker`}
          name="workerId"
          value={workerId}
          onValueChange={setWorkerId}
          options={options}
          placeholder={workers.isFetching ? t`Loading…` : t`Select a worker`}
          aria-invalid={error ? true : undefined}
          autoFocus
        />
        {workers.isSuccess && options.length === 0 && (
          <p className="text-sm text-muted-foreground">{t`No active worker of one service centre serves these test drives`}</p>
        )}
      </Field>
    </ActionDialog>
  )
}
