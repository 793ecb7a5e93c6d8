import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DiscountType } from '@shared/api/services.query'

/** One translated label per discount type. */
export const DISCOUNT_TYPE_LABELS: Record<DiscountType, MessageDescriptor> = {
  none: msg`No discount`,
  percent: msg`Percent`,
  flat: msg`Flat amount`,
}
