import { useId, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { STATUS_STAGES, statusBody, TICKET_CALLS, type StatusStage } from '@shared/api/ticket'
import { TICKET_MOVES } from '@shared/api/ticket.query'
import { ActionDialog, Field } from '@/components/action-dialog'
import { DateInput } from '@/components/ui/date-input'
import { OptionSelect } from '@/components/ui/select'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { useTicketCall } from '../api'
import { indiaSecondsToDay, statusBodyOf } from '../form-values'
import { TICKET_STAGE_LABELS } from '../labels'
import { TICKET_TEXTS, ticketServerTexts, ticketText } from '../messages'
import type { TicketRow } from '../ticket-table'

/** Which ticket the dialog moves, and the stage it starts on (the hold action's: hold). */
export interface StageRequest {
  ticket: TicketRow
  stage?: StatusStage
}

interface Props {
  request: StageRequest | null
  onOpenChange: (open: boolean) => void
  onDone: () => void
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * Change stage (issue 18): the stages the ticket may move to (TICKET_MOVES; assigned is the assign action's), and for
 * a hold the day it is held till ('Hold Till is required'; the server also asks it to fall before the day of
 * resolving). Sent to POST /ticket/status. Open while `request` is set.
 */
export function StageDialog({ request, onOpenChange, onDone, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const id = useId()
  const call = useTicketCall()
  const ticket = request?.ticket ?? null
  const [stage, setStage] = useState('')
  const [holdTill, setHoldTill] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [shownFor, setShownFor] = useState<StageRequest | null>(null)
  if (request !== shownFor) {
    setShownFor(request)
    setStage(request?.stage ?? '')
    setHoldTill(indiaSecondsToDay(request?.ticket.holdTill))
    setErrors({})
  }
  const options = useMemo(
    () =>
      STATUS_STAGES.filter((s) => ticket && TICKET_MOVES[ticket.stage].includes(s)).map((s) => ({
        value: s,
        label: i18n._(TICKET_STAGE_LABELS[s]),
      })),
    [ticket, i18n],
  )

  const save = (source: ActionSource) => {
    if (!ticket) return
    if (!stage) return setErrors({ stage: t`Please select a stage` })
    const parsed = statusBody.safeParse(statusBodyOf(ticket._id, ticket.stage, stage, stage === 'hold' ? holdTill : ''))
    if (!parsed.success) {
      const out: Record<string, string> = {}
      for (const issue of parsed.error.issues) out[String(issue.path[0] ?? 'stage')] ??= ticketText(i18n, issue.message)
      return setErrors(out)
    }
    setErrors({})
    call.mutate(
      { path: TICKET_CALLS.status, body: parsed.data, source },
      {
        onSuccess: (answer) => {
          if (!reportAnswer(i18n, answer, TICKET_TEXTS.stageChanged, ticketServerTexts)) return
          onOpenChange(false)
          onDone()
        },
      },
    )
  }

  return (
    <ActionDialog
      open={request !== null}
      onOpenChange={onOpenChange}
      title={t`Change Ticket Stage`}
      description={ticket ? t`${ticket.ticketNo} “${ticket.title}” is ${i18n._(TICKET_STAGE_LABELS[ticket.stage])}.` : ''}
      testId="ticket-stage"
      busy={call.isPending}
      onSave={save}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-stage`} label={t`Stage`} error={errors.stage}>
          <OptionSelect
            id={`${id}-stage`}
            name="stage"
            value={stage}
            onValueChange={setStage}
            options={options}
            placeholder={t`Select a stage`}
            aria-invalid={errors.stage ? true : undefined}
            autoFocus={!request?.stage}
          />
        </Field>
        {stage === 'hold' && (
          <Field id={`${id}-hold`} label={t`Hold Till`} error={errors.holdTill}>
            <DateInput
              id={`${id}-hold`}
              name="holdTill"
              value={holdTill}
              onChange={setHoldTill}
              clearWhenInvalid
              autoFocus={request?.stage === 'hold'}
              aria-invalid={errors.holdTill ? true : undefined}
            />
          </Field>
        )}
      </div>
    </ActionDialog>
  )
}
