import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { TICKET_MESSAGES as TM } from '@shared/api/ticket'
import type { RECORD_MESSAGES } from '@shared/validation'
import { serverText, type ServerTexts } from '@/lib/report-answer'

/** The tickets' own messages (beside the record kit's shared ones, known everywhere). */
type OwnMessage = Exclude<keyof typeof TM, keyof typeof RECORD_MESSAGES>

/** Each of the contract's own English texts and its translation; a new message there is a type error here. */
export const TICKET_TEXTS: Record<OwnMessage, MessageDescriptor> = {
  created: msg`Ticket created`,
  title: msg`Please enter a title`,
  centre: msg`Please select Service Center`,
  type: msg`Please select a ticket type`,
  priority: msg`Please select a priority`,
  date: msg`Please enter a valid date`,
  resolveAfterHold: msg`Day of resolving must be after Hold Till`,
  holdTillRequired: msg`Hold Till is required`,
  validMobile: msg`Please enter valid mobile number`,
  noCustomer: msg`No customer has that mobile number`,
  unknownCentre: msg`That service centre does not exist or is inactive`,
  centreOfAssigned: msg`The service centre of an assigned ticket cannot change`,
  tooManyAttachments: msg`At most 10 images can be attached`,
  move: msg`A ticket cannot move from this stage to that one`,
  movedMeanwhile: msg`The ticket was moved meanwhile; reload it and try again`,
  stageChanged: msg`Ticket stage updated`,
  selectAssignee: msg`Please select an assignee`,
  assigneeNotOfCentre: msg`The assignee must be an active worker or service centre user of the ticket’s centre`,
  notAssignable: msg`A resolved or cancelled ticket cannot be assigned`,
  assigned: msg`Ticket assigned`,
  comment: msg`Please write a comment`,
  commented: msg`Comment added`,
}

/** The tickets' server texts (shared/api/ticket.ts) and their translations, with the calls' other refusals. */
export const ticketServerTexts: ServerTexts = new Map<string, MessageDescriptor>([
  ...(Object.keys(TICKET_TEXTS) as OwnMessage[]).map((key) => [TM[key], TICKET_TEXTS[key]] as const),
  ['Please select a ticket', msg`Please select a ticket`],
])

/** A ticket's server text (a validation message or a refusal) in the active language. */
export const ticketText = (i18n: I18n, text: string | undefined): string => serverText(i18n, ticketServerTexts, text)
