import { msg } from '@lingui/core/macro'
import { TicketIcon } from 'lucide-react'
import { ASSIGNABLE_STAGES, TICKET_MOVES, type TicketStage } from '../../shared/api/ticket-moves'
import { defineAction, rowRule } from '../action-kit'
import { defineScreen } from '../screen-kit'
import type { SelectedRow } from '../types'

const stageOf = (row: SelectedRow) => row.stage as TicketStage | undefined
/** The row's stage may move to `to` (TICKET_MOVES). */
const mayMoveTo = (to: TicketStage) => (row: SelectedRow) => {
  const from = stageOf(row)
  return !!from && TICKET_MOVES[from].includes(to)
}
const notFinal = rowRule(
  (row) => {
    const from = stageOf(row)
    return !!from && TICKET_MOVES[from].length > 0
  },
  msg`A cancelled ticket cannot change its stage`,
)
const assignable = rowRule(
  (row) => {
    const from = stageOf(row)
    return !!from && ASSIGNABLE_STAGES.includes(from)
  },
  msg`A resolved or cancelled ticket cannot be assigned`,
)

/**
 * A move of the ticket to one stage, offered (palette and toolbar) only while the selected ticket's stage allows it.
 * The spec names no button for the moves: change status or edit, as the server's POST /ticket/status asks.
 */
const moveTo = <I extends string>(id: I, to: TicketStage, title: Parameters<typeof defineAction>[1], keywords: string[]) =>
  defineAction(
    id,
    title,
    ['changeStatus', 'edit'],
    { kind: 'one', rules: [rowRule(mayMoveTo(to), msg`The ticket’s stage does not allow this move`)] },
    { keywords: ['move', 'stage', 'status', ...keywords], hiddenWhenBlocked: true },
  )

const start = moveTo('startTicket', 'inprogress', msg`Move ticket to In progress`, ['start', 'work'])
const hold = moveTo('holdTicket', 'hold', msg`Put ticket on hold`, ['hold', 'pause', 'wait'])
const resolve = moveTo('resolveTicket', 'resolved', msg`Move ticket to Resolved`, ['resolve', 'done', 'close'])
const reopen = moveTo('reopenTicket', 'reopened', msg`Reopen ticket`, ['reopen', 'again'])
const cancel = moveTo('cancelTicket', 'cancelled', msg`Cancel ticket`, ['cancel', 'drop'])

export default defineScreen({
  id: 'tickets',
  order: 80,
  route: '/admin/tickets',
  title: msg`Tickets`,
  need: { screen: 'Ticket' },
  icon: TicketIcon,
  keywords: ['support'],
  // Issue 18. The table's own tools (search, filter, columns, export, re-fetch) follow. Change status opens the stage
  // dialog (the moves the ticket's stage allows, Hold Till for a hold); the moves are also one action each, shown while
  // the selected ticket allows them. Assign moves a created or reopened ticket to assigned. Delete is the soft delete
  // (spec 002 section 4), with Undo.
  toolbar: [
    'add',
    'edit',
    'view',
    { use: 'assign', rules: [assignable] },
    { use: 'changeStatus', title: msg`Change stage`, rules: [notFinal] },
    start,
    hold,
    resolve,
    reopen,
    cancel,
    'logs',
    'delete',
  ],
})
