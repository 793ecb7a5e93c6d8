import { msg } from '@lingui/core/macro'
import { ClipboardListIcon } from 'lucide-react'
import { PARTS_STATUSES } from '../../shared/api/servicereq-parts'
import { ASSIGNABLE_STATUSES, SERVICE_REQUEST_MOVES, type ServiceRequestStatus } from '../../shared/api/servicereq-moves'
import { defineAction, rowRule } from '../action-kit'
import { defineScreen } from '../screen-kit'
import type { SelectedRow } from '../types'

const statusOf = (row: SelectedRow) => row.status as ServiceRequestStatus | undefined
/** The row's status may move to `to` (SERVICE_REQUEST_MOVES). */
const mayMoveTo = (to: ServiceRequestStatus) => (row: SelectedRow) => {
  const from = statusOf(row)
  return !!from && SERVICE_REQUEST_MOVES[from].includes(to)
}
const notFinal = rowRule(
  (row) => {
    const from = statusOf(row)
    return !!from && SERVICE_REQUEST_MOVES[from].length > 0
  },
  msg`A delivered or cancelled service request cannot change its status`,
)
const assignable = rowRule(
  (row) => {
    const from = statusOf(row)
    return !!from && ASSIGNABLE_STATUSES.includes(from)
  },
  msg`A ready, delivered or cancelled service request cannot be assigned`,
)

/** A move of the request to one status, offered (palette and toolbar) only while the selected request's status allows it. */
const moveTo = <I extends string>(id: I, to: ServiceRequestStatus, title: Parameters<typeof defineAction>[1], keywords: string[]) =>
  defineAction(
    id,
    title,
    ['changeStatus', 'edit'],
    { kind: 'one', rules: [rowRule(mayMoveTo(to), msg`The service request’s status does not allow this move`)] },
    { keywords: ['move', 'status', 'service request', ...keywords], hiddenWhenBlocked: true },
  )

const confirm = moveTo('confirmServiceRequest', 'confirmed', msg`Move service request to Confirmed`, ['confirm', 'accept'])
const start = moveTo('startServiceRequest', 'inservice', msg`Move service request to In service`, ['start', 'work'])
const ready = moveTo('readyServiceRequest', 'ready', msg`Move service request to Ready`, ['ready', 'done'])
const deliver = moveTo('deliverServiceRequest', 'delivered', msg`Move service request to Delivered`, ['deliver', 'handover'])
const cancel = moveTo('cancelServiceRequest', 'cancelled', msg`Move service request to Cancelled`, ['cancel', 'drop'])

/** Issue parts from the centre's stock (issue 19): only while the selected request is confirmed or in service. */
const issueParts = defineAction(
  'issueParts',
  msg`Issue parts`,
  ['edit', 'changeStatus'],
  {
    kind: 'one',
    rules: [
      rowRule(
        (row) => {
          const from = statusOf(row)
          return !!from && PARTS_STATUSES.includes(from)
        },
        msg`Parts are issued only to a confirmed or in service request`,
      ),
    ],
  },
  { keywords: ['parts', 'issue', 'stock', 'inventory', 'spares', 'service request'], hiddenWhenBlocked: true },
)

export default defineScreen({
  id: 'servicereq',
  order: 120,
  route: '/admin/servicereq',
  title: msg`Service Request`,
  need: { screen: 'ServiceCenter' },
  icon: ClipboardListIcon,
  menu: { group: 'scu' },
  keywords: ['scu', 'service', 'repair', 'pickup', 'bill', 'estimate'],
  // The SCU group is hidden for scp (src/lib/commands.ts); an scc user sees their own centre's requests, a worker those
  // assigned to them. Change status opens the status dialog (the moves the request allows); each move is also an action
  // of its own, shown while the selected request allows it. Assign keeps the status. Issue parts (confirmed or in
  // service) takes products from the centre's stock. Delete is the soft delete, with Undo.
  toolbar: [
    'add',
    'edit',
    'view',
    { use: 'assign', title: msg`Assign technician`, rules: [assignable] },
    { use: 'changeStatus', rules: [notFinal] },
    confirm,
    start,
    ready,
    deliver,
    cancel,
    issueParts,
    'logs',
    'delete',
  ],
})
