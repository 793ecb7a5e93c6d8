import { filters, tableQuery } from './contract'
import { SERVICE_REQUEST_STATUSES } from './servicereq-moves'

export * from './servicereq-moves'

/**
 * What the service requests table's address holds: its sort keys and filters, and the values they name. The route file
 * imports only this; the row and the contract are in ./servicereq.table.ts.
 */

/** The slots a request asks for: morning 09–12, afternoon 12–15, evening 15–18 (India time). */
export const SERVICE_SLOTS = ['morning', 'afternoon', 'evening'] as const
export type ServiceSlot = (typeof SERVICE_SLOTS)[number]

/** The table's sort keys and filters (the date range is the requested day's). */
export const serviceRequestTableQuery = tableQuery({
  sort: ['createdAt', 'updatedAt', 'number', 'requestedDay'],
  defaultSort: 'createdAt',
  filters: {
    active: filters.active(),
    status: filters.status(SERVICE_REQUEST_STATUSES),
    scuId: filters.id('scuId must be a service centre id'),
    startDate: filters.startDate(),
    endDate: filters.endDate(),
  },
})
