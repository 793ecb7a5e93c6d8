import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OrderStatus } from '@shared/api/orderreq.query'

/** One translated label per step: spec 002's labels exactly ('Mark As Recieved' as the spec spells it). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  orderPlaced: msg`Order Placed`,
  accepted: msg`Accepted`,
  shipped: msg`Shipped`,
  delivered: msg({ message: 'Delivered', context: 'order step' }),
  markAsRecieved: msg`Mark As Recieved`,
  withdrawn: msg`Withdrawn`,
}
