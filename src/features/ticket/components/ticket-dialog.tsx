import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { TICKET_PRIORITIES } from '@shared/api/ticket.query'
import { MAX_TICKET_IMAGES, type TicketDetails } from '@shared/api/ticket'
import { formatDateTime, personName } from '@/components/data-table/formatters'
import { SelectFormField } from '@/components/form-choice-fields'
import { DateFormField } from '@/components/form-date-field'
import { ImageListField } from '@/components/image-upload'
import { TextFormField } from '@/components/form-text-field'
import { ReadOnlyValue } from '@/components/read-only-fields'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { useImageUpload } from '@/lib/use-image-upload'
import { ticketApi, useTicketCentres, useTicketTypes } from '../api'
import { emptyValues, payloadOf, ticketResolver, valuesOf } from '../form-values'
import { TICKET_PRIORITY_LABELS, TICKET_STAGE_LABELS, ticketTypeLabel } from '../labels'
import { TicketComments } from './ticket-comments'

const digits = (v: string) => v.replace(/\D/g, '')

/** What the form does not edit: the number, stage, assignee and when it was made. */
function TicketSummary({ ticket }: { ticket: TicketDetails }) {
  const { t, i18n } = useLingui()
  const values: [string, string, string][] = [
    ['ticketNo', t`Ticket No.`, ticket.ticketNo],
    ['stage', t`Stage`, i18n._(TICKET_STAGE_LABELS[ticket.stage])],
    ['assignee', t`Assignee`, ticket.assignee ? personName(ticket.assignee) : ''],
    ['createdAt', t`Created At`, formatDateTime(ticket.createdAt)],
  ]
  return (
    <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-4" data-testid="ticket-summary">
      {values.map(([name, label, text]) => (
        <ReadOnlyValue key={name} name={name} label={label} text={text} />
      ))}
    </div>
  )
}

/** The fields of the add and edit form (spec 002 section 3, and ours: description, customer, priority, images). */
function TicketFields({ autoFocus }: { autoFocus: boolean }) {
  const { t, i18n } = useLingui()
  const centres = useTicketCentres().data
  const centreOptions = useMemo(() => (centres ?? []).map((c) => ({ value: c._id, label: c.title })), [centres])
  // The active ticket types of the Options screen (issue 21); a built-in type not renamed keeps its translated label.
  const types = useTicketTypes().data
  const typeOptions = useMemo(() => (types ?? []).map((o) => ({ value: o.value, label: ticketTypeLabel(i18n, o) })), [types, i18n])
  return (
    <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
      <TextFormField
        name="title"
        label={t`Title`}
        required
        autoComplete="off"
        maxLength={200}
        autoFocus={autoFocus}
        className="sm:col-span-2"
      />
      <SelectFormField
        name="scuId"
        label={t`Service Centre`}
        required
        options={centreOptions}
        placeholder={t`Select a service centre`}
        keepUnlisted
      />
      <SelectFormField name="type" label={t`Type`} required options={typeOptions} placeholder={t`Select a ticket type`} keepUnlisted />
      <SelectFormField
        name="priority"
        label={t`Priority`}
        required
        options={TICKET_PRIORITIES.map((v) => ({ value: v, label: i18n._(TICKET_PRIORITY_LABELS[v]) }))}
      />
      <TextFormField
        name="customerMobileNo"
        label={t`Customer mobile no.`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={13}
        transform={digits}
      />
      <DateFormField name="dayOfResolving" label={t`Day of resolving`} />
      <DateFormField name="holdTill" label={t`Hold Till`} />
      <TextFormField name="description" label={t`Description`} rows={3} autoComplete="off" maxLength={5000} className="sm:col-span-2" />
    </div>
  )
}

/**
 * The ticket dialog (issue 18): 'Create Ticket' and 'Edit Ticket' ask for the title, service centre, type, priority,
 * the customer's mobile number (optional), the day of resolving, Hold Till, a description and images; checked by the
 * shared schema the server uses ('Day of resolving must be after Hold Till'), its messages in the active language.
 * Edit and view show the ticket's number, stage and assignee above, and the comment thread below (Ctrl/Cmd+Enter posts
 * a comment; Ctrl/Cmd+S saves the form, the frame's).
 */
export function TicketDialog(props: RecordDialogProps) {
  const { t, i18n } = useLingui()
  const refresh = ticketApi.useRefresh()
  const images = useImageUpload({ bucket: 'images' })
  const centres = useTicketCentres().data
  // An actor with a single centre (an scc) gets it preset.
  const empty = useMemo(() => ({ ...emptyValues(), scuId: centres?.length === 1 ? centres[0]!._id : '' }), [centres])
  const resolver = useMemo(() => () => ticketResolver(i18n), [i18n])
  return (
    <RecordDialogFrame
      {...props}
      api={ticketApi}
      testId="ticket-dialog"
      className="sm:max-w-3xl"
      title={{ new: t`Create Ticket`, edit: t`Edit Ticket`, view: t`View Ticket` }}
      description={(details, mode) =>
        mode !== 'new' && details ? t`${details.ticket.ticketNo} at ${details.ticket.serviceCentre.title}.` : undefined
      }
      empty={empty}
      toValues={valuesOf}
      resolver={resolver}
      toPayload={payloadOf}
      busy={images.busy}
      sections={({ viewOnly, mode, details }) => (
        <>
          <ImageListField
            name="attachments"
            max={MAX_TICKET_IMAGES}
            upload={images}
            title={t`Attachments`}
            empty={t`No images attached`}
            uploadLabel={t`Upload image (PNG or JPEG, up to 3 MB)`}
            inputName="attachmentImage"
            testId="ticket-attachments"
            readOnly={viewOnly}
          />
          {mode !== 'new' && details && (
            <TicketComments ticketId={details.ticket._id} comments={details.ticket.commentList} onPosted={refresh} />
          )}
        </>
      )}
    >
      {({ mode, details }) => (
        <div className="grid gap-4">
          {mode !== 'new' && details && <TicketSummary ticket={details.ticket} />}
          <TicketFields autoFocus={mode !== 'view'} />
        </div>
      )}
    </RecordDialogFrame>
  )
}
