/**
 * A service request's statuses and the moves between them, without any schema: the command catalog (in the first page)
 * reads the moves to offer only those the selected request allows, the server enforces them.
 */

/** The statuses of a service request (issue: requested, confirmed, in service, ready, delivered, cancelled). */
export const SERVICE_REQUEST_STATUSES = ['requested', 'confirmed', 'inservice', 'ready', 'delivered', 'cancelled'] as const
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number]

/**
 * The moves a request's status may make (ours, README decisions): requested → confirmed | cancelled; confirmed →
 * inservice | cancelled; inservice → ready; ready → delivered; delivered and cancelled are final. Moving to inservice
 * needs an assigned technician, moving to ready at least one final bill line (the server checks both).
 */
export const SERVICE_REQUEST_MOVES: Readonly<Record<ServiceRequestStatus, readonly ServiceRequestStatus[]>> = {
  requested: ['confirmed', 'cancelled'],
  confirmed: ['inservice', 'cancelled'],
  inservice: ['ready'],
  ready: ['delivered'],
  delivered: [],
  cancelled: [],
}

/** Whether a request at `from` may move to `to`. */
export const canMoveRequest = (from: ServiceRequestStatus, to: ServiceRequestStatus): boolean => SERVICE_REQUEST_MOVES[from].includes(to)

/** The statuses a request can be assigned (or reassigned) a technician in: not once it is ready, delivered or cancelled. */
export const ASSIGNABLE_STATUSES: readonly ServiceRequestStatus[] = ['requested', 'confirmed', 'inservice']

/** The statuses a move reaches (every status but the first). */
export const MOVE_STATUSES = [
  'confirmed',
  'inservice',
  'ready',
  'delivered',
  'cancelled',
] as const satisfies readonly ServiceRequestStatus[]
export type MoveStatus = (typeof MOVE_STATUSES)[number]
