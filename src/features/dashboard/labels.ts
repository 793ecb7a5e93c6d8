import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BarModel, DateType, GraphType } from '@shared/api/dashboard'
import { LEAD_SOURCE_LABELS } from '@/lib/lead-labels'

/** The dashboards' names of what the calls answer by code: statuses, models, groupings, lead sources. */

/** Statuses of bookings, service requests, tickets, test drives and enquiries (one label per code). */
const STATUS_LABELS: Record<string, MessageDescriptor> = {
  booked: msg`Booked`,
  confirmed: msg`Confirmed`,
  delivered: msg`Delivered`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  requested: msg`Requested`,
  inservice: msg`In service`,
  ready: msg`Ready`,
  created: msg`Created`,
  assigned: msg`Assigned`,
  hold: msg`Hold`,
  inprogress: msg`In progress`,
  resolved: msg`Resolved`,
  reopened: msg`Reopened`,
  rescheduled: msg`Rescheduled`,
  no_show: msg`No show`,
  open: msg`Open`,
  closed: msg`Closed`,
}

/** A status code's label; an unknown code shows as stored. */
export function statusLabel(i18n: I18n, status: string): string {
  const d = STATUS_LABELS[status]
  return d ? i18n._(d) : status
}

/** A lead source's label; an unknown source shows as stored. */
export function sourceLabel(i18n: I18n, source: string): string {
  const d = (LEAD_SOURCE_LABELS as Record<string, MessageDescriptor>)[source]
  return d ? i18n._(d) : source
}

/** The Vehicle Status chart's model switch (spec 001 section 2). */
export const MODEL_LABELS: Record<BarModel, MessageDescriptor> = {
  bookings: msg`Bookings`,
  service: msg`Service`,
  tickets: msg`Tickets`,
}

/** The Call Status chart's groupings (spec 001 section 2, default Hour). */
export const GRAPH_TYPE_LABELS: Record<GraphType, MessageDescriptor> = {
  Hour: msg`Hour`,
  Day: msg`Day`,
  Week: msg`Week`,
  Month: msg`Month`,
  Year: msg`Year`,
}

/** The booking-count dashboard's groupings. */
export const DATE_TYPE_LABELS: Record<DateType, MessageDescriptor> = {
  day: msg`Day`,
  month: msg`Month`,
  year: msg`Year`,
}
