import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { feedbackBody, TEST_DRIVE_CALLS } from '@shared/api/testdrive'
import { personName } from '@/components/data-table/formatters'
import { OptionSelect } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { useDriveCall } from '../api'
import { feedbackBodyOf, fieldMessages } from '../form-values'
import { RATINGS } from '../labels'
import { TEST_DRIVE_TEXTS, testDriveServerTexts } from '../messages'
import type { TestDriveRow } from '../testdrive-table'
import { ActionDialog, Field } from '@/components/action-dialog'

interface Props {
  drive: TestDriveRow | null
  onOpenChange: (open: boolean) => void
  onDone: () => void
  onCloseAutoFocus?: (event: Event) => void
}

/** Feedback (issue 17): the customer's rating (1 to 5) and words on a completed drive, once (POST /testdrive/feedback). */
export function FeedbackDialog({ drive, onOpenChange, onDone, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const id = useId()
  const call = useDriveCall()
  const [rating, setRating] = useState('')
  const [text, setText] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [shownFor, setShownFor] = useState<TestDriveRow | null>(null)
  if (drive !== shownFor) {
    setShownFor(drive)
    setRating('')
    setText('')
    setErrors({})
  }
  const options = RATINGS.map((r) => ({ value: r, label: t`${r} of 5` }))

  const save = (source: ActionSource) => {
    if (!drive) return
    const parsed = feedbackBody.safeParse(feedbackBodyOf(drive._id, rating, text))
    if (!parsed.success) return setErrors(fieldMessages(i18n, parsed.error.issues))
    setErrors({})
    call.mutate(
      { path: TEST_DRIVE_CALLS.feedback, body: parsed.data, source },
      {
        onSuccess: (answer) => {
          if (!reportAnswer(i18n, answer, TEST_DRIVE_TEXTS.feedbackSaved, testDriveServerTexts)) return
          onOpenChange(false)
          onDone()
        },
      },
    )
  }

  return (
    <ActionDialog
      open={drive !== null}
      onOpenChange={onOpenChange}
      title={t`Test Drive Feedback`}
      description={drive ? t`The feedback of ${personName(drive.customer)} on the test drive.` : ''}
      testId="testdrive-feedback"
      busy={call.isPending}
      onSave={save}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <Field id={`${id}-rating`} label={t`Rating`} error={errors.rating}>
        <OptionSelect
          id={`${id}-rating`}
          name="rating"
          value={rating}
          onValueChange={setRating}
          options={options}
          placeholder={t`Select a rating`}
          aria-invalid={errors.rating ? true : undefined}
          autoFocus
        />
      </Field>
      <Field id={`${id}-text`} label={t`Feedback`} error={errors.text}>
        <Textarea id={`${id}-text`} name="text" rows={4} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
      </Field>
    </ActionDialog>
  )
}
