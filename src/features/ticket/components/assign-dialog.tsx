import { useLingui } from '@lingui/react/macro'
import { assignBody, TICKET_CALLS } from '@shared/api/ticket'
import { AssignPersonDialog } from '@/components/assign-person-dialog'
import { personName } from '@/components/data-table/formatters'
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
  const call = useTicketCall()
  const people = useTicketAssignees(ticket?._id ?? null)
  return (
    <AssignPersonDialog
      target={ticket}
      initial={ticket?.assignee?._id ?? ''}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      people={people}
      optionLabel={(p) => `${personName(p)} (${p.mobileNo}${p.userType === 'scc' ? `, ${t`service centre`}` : ''})`}
      title={t`Assign Ticket`}
      description={ticket ? t`Who works ${ticket.ticketNo} “${ticket.title}” at ${ticket.serviceCentre.title}.` : ''}
      testId="ticket-assign"
      label={t`Assignee`}
      name="assigneeId"
      placeholder={t`Select an assignee`}
      empty={t`No active worker or service centre user at this centre`}
      busy={call.isPending}
      onSave={(assigneeId, source) => {
        if (!ticket) return
        const parsed = assignBody.safeParse({ recordId: ticket._id, assigneeId: assigneeId || undefined })
        if (!parsed.success) return ticketText(i18n, parsed.error.issues[0]?.message)
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
      }}
    />
  )
}
