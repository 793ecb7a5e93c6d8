import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CouponType, CouponValidity } from '@shared/api/discount.query'

/** One translated label per coupon type. */
export const COUPON_TYPE_LABELS: Record<CouponType, MessageDescriptor> = {
  general: msg`General`,
  eligible: msg`Eligible`,
}

/** One translated label per validity. */
export const COUPON_VALIDITY_LABELS: Record<CouponValidity, MessageDescriptor> = {
  upcoming: msg`Upcoming`,
  running: msg`Running`,
  expired: msg`Expired`,
}
