import { filters, tableQuery } from './contract'
import { ORDER_STATUSES } from './orderreq-moves'

export * from './orderreq-moves'

/**
 * What the order requests table's address holds: its sort keys and filters. The route file imports only this; the
 * row and the contract are in ./orderreq.table.ts.
 */
export const orderRequestTableQuery = tableQuery({
  sort: ['placedAt', 'updatedAt', 'number'],
  defaultSort: 'placedAt',
  filters: {
    status: filters.status(ORDER_STATUSES),
    scuId: filters.id('scuId must be a service centre id'),
    startDate: filters.startDate(),
    endDate: filters.endDate(),
  },
})
