/**
 * A ticket's stages and the moves between them, without any schema: the command catalog (in the first page) reads the
 * moves to offer only those the selected ticket allows, the server enforces them.
 */

/** Spec 002 sections 3 and 4: the stages of a ticket. */
export const TICKET_STAGES = ['created', 'assigned', 'cancelled', 'hold', 'inprogress', 'resolved', 'reopened'] as const
export type TicketStage = (typeof TICKET_STAGES)[number]

/**
 * The moves a ticket's stage may make (spec 002 section 4 names the stages, not the moves: ours, README decisions).
 * `assigned` is reached by the assign call (a ticket needs an assignee first); cancelled is final; a resolved ticket can
 * only be reopened.
 */
export const TICKET_MOVES: Readonly<Record<TicketStage, readonly TicketStage[]>> = {
  created: ['assigned', 'cancelled', 'hold', 'inprogress'],
  assigned: ['inprogress', 'hold', 'cancelled'],
  hold: ['inprogress', 'cancelled'],
  inprogress: ['resolved', 'hold', 'cancelled'],
  resolved: ['reopened'],
  reopened: ['assigned', 'inprogress', 'hold', 'resolved', 'cancelled'],
  cancelled: [],
}

/** Whether a ticket at `from` may move to `to`. */
export const canMove = (from: TicketStage, to: TicketStage): boolean => TICKET_MOVES[from].includes(to)

/** The stages a ticket can still be assigned (or reassigned) in: not once it is resolved or cancelled. */
export const ASSIGNABLE_STAGES: readonly TicketStage[] = ['created', 'assigned', 'hold', 'inprogress', 'reopened']
