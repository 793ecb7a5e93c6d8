import { msg } from '@lingui/core/macro'
import { ShoppingCartIcon } from 'lucide-react'
import { ORDER_MOVE_BUTTONS, ORDER_MOVES, type OrderStatus } from '../../shared/api/orderreq-moves'
import { defineAction, rowRule } from '../action-kit'
import { defineScreen } from '../screen-kit'
import type { SelectedRow } from '../types'

const statusOf = (row: SelectedRow) => row.status as OrderStatus | undefined
/** The row's status may move to `to` (ORDER_MOVES). */
const mayMoveTo = (to: OrderStatus) => (row: SelectedRow) => {
  const from = statusOf(row)
  return !!from && ORDER_MOVES[from].includes(to)
}

/** A step of the order, offered (palette and toolbar) only while the selected order's status allows it. */
const moveTo = <I extends string>(
  id: I,
  to: OrderStatus,
  title: Parameters<typeof defineAction>[1],
  buttons: Parameters<typeof defineAction>[2],
  keywords: string[],
) =>
  defineAction(
    id,
    title,
    buttons,
    { kind: 'one', rules: [rowRule(mayMoveTo(to), msg`The order’s status does not allow this step`)] },
    { keywords: ['order', 'step', 'status', ...keywords], hiddenWhenBlocked: true },
  )

// The buttons each step needs are the server's (ORDER_MOVE_BUTTONS).
const B = ORDER_MOVE_BUTTONS
const accept = moveTo('acceptOrder', 'accepted', msg`Accept order`, B.accepted, ['accept', 'approve'])
const ship = moveTo('shipOrder', 'shipped', msg`Mark order as Shipped`, B.shipped, ['ship', 'dispatch'])
const deliver = moveTo('deliverOrder', 'delivered', msg`Mark order as Delivered`, B.delivered, ['deliver'])
const receive = moveTo('receiveOrder', 'markAsRecieved', msg`Mark As Recieved`, B.markAsRecieved, ['receive', 'stock', 'shortfall'])
const withdraw = moveTo('withdrawOrder', 'withdrawn', msg`Withdraw order`, B.withdrawn, ['withdraw', 'cancel'])

export default defineScreen({
  id: 'orderreq',
  order: 150,
  route: '/admin/orderreq',
  title: msg`Order Request`,
  need: { screen: 'Orderreq' },
  icon: ShoppingCartIcon,
  keywords: ['order', 'purchase', 'central store', 'stock', 'receipt', 'inventory'],
  // Not in the inventory menu group (spec 002 section 2 lists master data, SCU stocks and services there). A centre
  // (scc) places, withdraws and marks received; the central store (admins) accepts (approve) and ships and delivers
  // (changeStatus): the server refuses the others (111). Each step is an action of its own, shown while the
  // selected order allows it; Mark As Recieved opens the receipt dialog.
  toolbar: ['add', 'view', accept, ship, deliver, receive, withdraw, 'logs'],
})
