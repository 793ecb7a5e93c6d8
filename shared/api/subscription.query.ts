import { textUpToParam } from '../url-params'
import { filters, tableQuery, type Zod } from './contract'

/**
 * What the subscriptions table's address holds: its sort keys and filters, and the values they name. The route file
 * imports only this; the row and the contract are in ./subscription.table.ts.
 */

/** A recharge is active until its expiry, expired after. */
export const SUBSCRIPTION_STATES = ['active', 'expired'] as const
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number]

export const VEHICLE_NO_MAX = 20

/** A vehicle number as typed: upper-cased, spaces dropped (as the users' vehicle numbers are kept). */
export const vehicleNoText = (z: Zod) =>
  z
    .string({ error: 'vehicleNo must be text' })
    .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .max(VEHICLE_NO_MAX, `vehicleNo must be at most ${VEHICLE_NO_MAX} characters`)
        .regex(/^[A-Z0-9/-]*$/, 'Only letters, digits, - and / are allowed'),
    )

/**
 * The subscriptions table's sort keys and filters: the plan, the recharge date range (startDate / endDate on the
 * recharge's createdAt), active or expired, the vehicle number.
 */
export const subscriptionTableQuery = tableQuery({
  sort: ['createdAt', 'updatedAt', 'expireAt', 'amount', 'remainingMileage', 'rechargeKm', 'vehicleNo'],
  defaultSort: 'createdAt',
  filters: {
    planId: filters.id('planId must be a plan id'),
    state: filters.oneOfOrAll(SUBSCRIPTION_STATES, 'state must be active or expired'),
    vehicleNo: { body: vehicleNoText, url: textUpToParam(VEHICLE_NO_MAX) },
    startDate: filters.startDate(),
    endDate: filters.endDate(),
  },
})
