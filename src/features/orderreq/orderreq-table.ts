import { useMemo } from 'react'
import { msg } from '@lingui/core/macro'
import { ORDER_STATUSES, orderRequestTableContract, type OrderRequestRow } from '@shared/api/orderreq.table'
import { defineTable, type LookupOptions } from '@/components/data-table/types'
import { useOrderCentres } from './api'
import { ORDER_STATUS_LABELS } from './labels'

export type { OrderRequestRow }

/** The centres of the filter panel: those the actor may order for. */
function useCentreOptions(): LookupOptions {
  const { data, isLoading } = useOrderCentres()
  const options = useMemo(() => (data ?? []).map((c) => ({ value: c._id, label: c.title })), [data])
  return { options, loading: isLoading }
}

/**
 * The order requests table: the number, centre, requested by, lines count, total quantity, status (spec 002's step
 * labels), placed at, updated. Filters: status, centre and the placed-date range.
 */
export const orderRequestTable = defineTable<OrderRequestRow>({
  id: 'orderreq',
  screenId: 'screen.orderreq',
  contract: orderRequestTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  columns: [
    { id: 'number', accessor: 'orderNo', label: msg`Order No.`, width: 120 },
    { id: 'serviceCentre', accessor: 'serviceCentre.title', label: msg`Service Centre`, width: 180 },
    { id: 'requestedBy', label: msg`Requested by`, format: 'person', width: 160 },
    { id: 'lineCount', label: msg`Lines`, dataType: 'number', width: 90 },
    { id: 'totalQuantity', label: msg`Total quantity`, dataType: 'number', width: 120 },
    { id: 'status', label: msg`Status`, labels: ORDER_STATUS_LABELS, width: 150 },
    { id: 'notes', label: msg`Notes`, width: 220, visible: false },
    { id: 'placedAt', label: msg`Placed At`, dataType: 'date', width: 170 },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170 },
  ],
  filters: [
    {
      id: 'status',
      label: msg`Status`,
      kind: 'choice',
      options: ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
    },
    { id: 'scuId', label: msg`Service Centre`, kind: 'lookup', useOptions: useCentreOptions },
    { id: 'startDate', label: msg`Placed from`, kind: 'date', edge: 'start' },
    { id: 'endDate', label: msg`Placed to`, kind: 'date', edge: 'end' },
  ],
})
