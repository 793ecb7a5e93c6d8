import { useMemo } from 'react'
import { msg } from '@lingui/core/macro'
import { SERVICE_REQUEST_STATUSES, serviceRequestTableContract, type ServiceRequestRow } from '@shared/api/servicereq.table'
import { defineTable, type LookupOptions } from '@/components/data-table/types'
import { useServiceRequestCentres } from './api'
import { SERVICE_REQUEST_STATUS_LABELS, SERVICE_SLOT_LABELS } from './labels'

export type { ServiceRequestRow }

/** The centres of the filter panel: those the actor may file requests for. */
function useCentreOptions(): LookupOptions {
  const { data, isLoading } = useServiceRequestCentres()
  const options = useMemo(() => (data ?? []).map((c) => ({ value: c._id, label: c.title })), [data])
  return { options, loading: isLoading }
}

/**
 * The service requests table: the number, customer, vehicle, centre, branch, requested day, slot, status, technician,
 * pickup, estimate and bill totals, updated. Rows are not tinted (as tickets). Filters: status, centre and the
 * requested-day range.
 */
export const serviceRequestTable = defineTable<ServiceRequestRow>({
  id: 'servicereq',
  screenId: 'screen.servicereq',
  contract: serviceRequestTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  columns: [
    { id: 'number', accessor: 'requestNo', label: msg`Request No.`, width: 120 },
    { id: 'customer', label: msg`Customer`, format: 'person', width: 160 },
    { id: 'customerMobileNo', accessor: 'customer.mobileNo', label: msg`Mobile No.`, width: 120, visible: false },
    { id: 'vehicleNo', label: msg`Vehicle No.`, width: 130 },
    { id: 'serviceCentre', accessor: 'serviceCentre.title', label: msg`Service Centre`, width: 170 },
    { id: 'branch', accessor: 'branch.name', label: msg`Branch`, width: 150 },
    { id: 'requestedDay', label: msg`Requested day`, format: 'day', width: 130 },
    { id: 'slot', label: msg`Slot`, labels: SERVICE_SLOT_LABELS, width: 170 },
    { id: 'status', label: msg`Status`, labels: SERVICE_REQUEST_STATUS_LABELS, width: 120 },
    { id: 'technician', label: msg`Technician`, format: 'person', width: 160 },
    { id: 'services', label: msg`Services`, format: 'list', width: 220, visible: false },
    { id: 'pickup', label: msg`Pickup`, dataType: 'boolean', width: 90 },
    { id: 'estimateTotal', label: msg`Estimate total`, format: 'money', width: 130 },
    { id: 'billTotal', label: msg`Bill total`, format: 'money', width: 130 },
    { id: 'remarks', label: msg`Remarks`, width: 220, visible: false },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', width: 170, visible: false },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170 },
  ],
  filters: [
    {
      id: 'status',
      label: msg`Status`,
      kind: 'choice',
      options: SERVICE_REQUEST_STATUSES.map((s) => ({ value: s, label: SERVICE_REQUEST_STATUS_LABELS[s] })),
    },
    { id: 'scuId', label: msg`Service Centre`, kind: 'lookup', useOptions: useCentreOptions },
    { id: 'startDate', label: msg`Requested from`, kind: 'date', edge: 'start' },
    { id: 'endDate', label: msg`Requested to`, kind: 'date', edge: 'end' },
  ],
})
