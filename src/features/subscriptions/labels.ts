import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SubscriptionState } from '@shared/api/subscription.query'

/** One translated label per subscription state. */
export const SUBSCRIPTION_STATE_LABELS: Record<SubscriptionState, MessageDescriptor> = {
  active: msg`Active`,
  expired: msg`Expired`,
}
