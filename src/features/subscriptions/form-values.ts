import type { I18n } from '@lingui/core'
import { set, type FieldErrors, type Resolver } from 'react-hook-form'
import type { z } from 'zod'
import {
  subscriptionEditFields,
  subscriptionForm,
  type SubscriptionDetails,
  type SubscriptionEditInput,
  type SubscriptionFormInput,
} from '@shared/api/subscription'
import { subscriptionText } from './messages'

/**
 * The subscription form's values as its inputs hold them (text), and the conversions: from a subscription's details,
 * to the add body (the rider, plan, coupon and payment: never a price) or the update body (the payment fields only),
 * and the resolver that checks them with the shared schema of the mode, its messages in the active language.
 */
export interface Values {
  /** What is typed to find the rider: a mobile number or a vehicle number. */
  riderQuery: string
  /** The rider found (set by the rider field). */
  userId: string
  planId: string
  couponCode: string
  orderId: string
  paymentRefId: string
  odometerAt: string
  isVehicleRecharged: boolean
}

export const emptyValues = (): Values => ({
  riderQuery: '',
  userId: '',
  planId: '',
  couponCode: '',
  orderId: '',
  paymentRefId: '',
  odometerAt: '',
  isVehicleRecharged: false,
})

/** The form's values from POST /subscription/details. */
export function valuesOf({ subscription: d }: { subscription: SubscriptionDetails }): Values {
  return {
    riderQuery: d.mobileNo ?? d.vehicleNo ?? '',
    userId: d.userId,
    planId: d.planId,
    couponCode: d.couponCode ?? '',
    orderId: d.orderId ?? '',
    paymentRefId: d.paymentRefId ?? '',
    odometerAt: d.odometerAt === null ? '' : String(d.odometerAt),
    isVehicleRecharged: d.isVehicleRecharged,
  }
}

/** The update body's fields (the record kit adds recordId and version). */
export const editPayloadOf = (v: Values): SubscriptionEditInput => ({
  orderId: v.orderId,
  paymentRefId: v.paymentRefId,
  odometerAt: v.odometerAt,
  isVehicleRecharged: v.isVehicleRecharged,
})

/** The add body: the rider, the plan, the coupon and the payment. */
export const addPayloadOf = (v: Values): SubscriptionFormInput => ({
  userId: v.userId,
  planId: v.planId,
  couponCode: v.couponCode,
  ...editPayloadOf(v),
})

/** The body a mode sends. */
export const payloadOf = (v: Values, mode: string): SubscriptionFormInput =>
  mode === 'new' ? addPayloadOf(v) : (editPayloadOf(v) as SubscriptionFormInput)

/** The shared schema of the mode on what the dialog would send; the first message per field, translated. */
export function subscriptionResolver(i18n: I18n, adding: boolean): Resolver<Values, unknown, Values> {
  return (values) => {
    const parsed = (adding ? subscriptionForm : subscriptionEditFields).safeParse(
      adding ? addPayloadOf(values) : editPayloadOf(values),
    ) as z.ZodSafeParseResult<unknown>
    if (parsed.success) return { values, errors: {} }
    const errors: FieldErrors<Values> = {}
    const seen = new Set<string>()
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'riderQuery')
      // The rider is picked through what is typed: its message shows there.
      const path = key === 'userId' ? 'riderQuery' : key
      if (seen.has(path)) continue
      seen.add(path)
      set(errors, path, { type: 'validate', message: subscriptionText(i18n, issue.message) })
    }
    return { values: {}, errors }
  }
}
