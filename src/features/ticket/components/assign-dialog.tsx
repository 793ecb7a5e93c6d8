import { useId, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { assignBody, TICKET_CALLS } from '@shared/api/ticket'
import { ActionDialog, Field } from '@/components/action-dialog'
import { personName } from '@/components/data-table/formatters'
import { OptionSelect } from '@/components/ui/select'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { useTicketAssignees, useTicketCall } from '../api'
import { TICKET_TEXTS, ticketServerTexts, ticketText } from '../messages'
import type { TicketRow } from '../ticket-table'

interface Props {
  ticket: TicketRow | null
  onOpenChange: (open: boolean) => void
  onDone: () => void
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * Assign (issue 18): an active worker or scc of the ticket's centre (POST /ticket/assignees), sent to POST
 * /ticket/assign; a created or reopened ticket becomes assigned. Open while `ticket` is set.
 */
export function AssignDialog({ ticket, onOpenChange, onDone, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const id = useId()
  const call = useTicketCall()
  const people = useTicketAssignees(ticket?._id ?? null)
  const [assigneeId, setAssigneeId] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [shownFor, setShownFor] = useState<TicketRow | null>(null)
  if (ticket !== shownFor) {
    setShownFor(ticket)
    setAssigneeId(ticket?.assignee?._id ?? '')
    setError(undefined)
  }
  const options = useMemo(
    () =>
      (people.data ?? []).map((p) => ({
        value: p._id,
        label: `${personName(p)} (${p.mobileNo}${p.userType === 'scc' ? `, ${t`service centre`}` : ''})`,
      })),
    [people.data, t],
  )

  const save = (source: ActionSource) => {
    if (!ticket) return
    const parsed = assignBody.safeParse({ recordId: ticket._id, assigneeId: assigneeId || undefined })
    if (!parsed.success) return setError(ticketText(i18n, parsed.error.issues[0]?.message))
    setError(undefined)
    call.mutate(
      { path: TICKET_CALLS.assign, body: parsed.data, source },
      {
        onSuccess: (answer) => {
          if (!reportAnswer(i18n, answer, TICKET_TEXTS.assigned, ticketServerTexts)) return
          onOpenChange(false)
          onDone()
        },
      },
    )
  }

  return (
    <ActionDialog
      open={ticket !== null}
      onOpenChange={onOpenChange}
      title={t`Assign Ticket`}
      description={ticket ? t`Who works ${ticket.ticketNo} “${ticket.title}” at ${ticket.serviceCentre.title}.` : ''}
      testId="ticket-assign"
      busy={call.isPending}
      onSave={save}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <Field id={`${id}-assignee`} label={t`Assignee`} error={error}>
        <OptionSelect
          id={`${id}-assignee`}
          name="assigneeId"
          value={assigneeId}
          onValueChange={setAssigneeId}
          options={options}
          placeholder={people.isFetching ? t`Loading…` : t`Select an assignee`}
          aria-invalid={error ? true : undefined}
          autoFocus
        />
        {people.isSuccess && options.length === 0 && (
          <p className="text-sm text-muted-foreground">{t`No active worker or service centre user at this centre`}</p>
        )}
      </Field>
    </ActionDialog>
  )
}
