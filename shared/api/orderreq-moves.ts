import type { Button } from '../permissions'

/**
 * An order request's steps (spec 002) and the moves between them, without any schema: the command catalog (in the
 * first page) reads the moves to offer only those the selected order allows, the server enforces them.
 */

/** The statuses of an order request (spec 002's steps; 'markAsRecieved' spelt as the spec spells it). */
export const ORDER_STATUSES = ['orderPlaced', 'accepted', 'shipped', 'delivered', 'markAsRecieved', 'withdrawn'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The steps of an order that is not withdrawn, in order: the stepper's. */
export const ORDER_STEPS = ['orderPlaced', 'accepted', 'shipped', 'delivered', 'markAsRecieved'] as const satisfies readonly OrderStatus[]

/**
 * The moves (issue): orderPlaced → accepted | withdrawn; accepted → shipped | withdrawn; shipped → delivered;
 * delivered → markAsRecieved; markAsRecieved and withdrawn are final.
 */
export const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  orderPlaced: ['accepted', 'withdrawn'],
  accepted: ['shipped', 'withdrawn'],
  shipped: ['delivered'],
  delivered: ['markAsRecieved'],
  markAsRecieved: [],
  withdrawn: [],
}

/** Whether an order at `from` may move to `to`. */
export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => ORDER_MOVES[from].includes(to)

/** The moves POST /orderreq/status makes (Mark As Recieved is its own call, with the received quantities). */
export const ORDER_MOVE_STATUSES = ['accepted', 'shipped', 'delivered', 'withdrawn'] as const satisfies readonly OrderStatus[]
export type OrderMoveStatus = (typeof ORDER_MOVE_STATUSES)[number]

/**
 * Who makes each move: the central store's side (admins) accepts (button approve) and ships and delivers (button
 * changeStatus); the centre's side (its scc, or an admin acting for it) withdraws (button add or reject) and marks
 * received (button add or changeStatus).
 */
export const ORDER_MOVE_BUTTONS = {
  accepted: ['approve'],
  shipped: ['changeStatus'],
  delivered: ['changeStatus'],
  withdrawn: ['add', 'reject'],
  markAsRecieved: ['add', 'changeStatus'],
} as const satisfies Record<Exclude<OrderStatus, 'orderPlaced'>, readonly Button[]>

/** The moves only admins (the central store) make. */
export const ADMIN_ONLY_MOVES: readonly OrderStatus[] = ['accepted', 'shipped', 'delivered']

/** The column each step's time is kept in. */
export const STEP_TIME_FIELDS = {
  orderPlaced: 'placedAt',
  accepted: 'acceptedAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
  markAsRecieved: 'receivedAt',
  withdrawn: 'withdrawnAt',
} as const satisfies Record<OrderStatus, string>
