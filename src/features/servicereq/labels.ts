import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ServiceRequestStatus, ServiceSlot } from '@shared/api/servicereq.query'

/** One translated label per status (shared/api/servicereq-moves.ts SERVICE_REQUEST_STATUSES). */
export const SERVICE_REQUEST_STATUS_LABELS: Record<ServiceRequestStatus, MessageDescriptor> = {
  requested: msg`Requested`,
  confirmed: msg`Confirmed`,
  inservice: msg`In service`,
  ready: msg`Ready`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
}

/** One translated label per slot (India time). */
export const SERVICE_SLOT_LABELS: Record<ServiceSlot, MessageDescriptor> = {
  morning: msg`Morning (09:00–12:00)`,
  afternoon: msg`Afternoon (12:00–15:00)`,
  evening: msg`Evening (15:00–18:00)`,
}
