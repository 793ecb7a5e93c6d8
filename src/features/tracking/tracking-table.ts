import { msg } from '@lingui/core/macro'
import { trackingTableContract, type TrackingRow } from '@shared/api/tracking.table'
import { defineTable, type LookupOptions } from '@/components/data-table/types'
import { useTrackingOptions } from './api'

export type { TrackingRow }

function useDeviceOptions(): LookupOptions {
  const q = useTrackingOptions()
  return { options: q.data?.devices ?? [], loading: q.isLoading }
}
function useRiderOptions(): LookupOptions {
  const q = useTrackingOptions()
  return { options: q.data?.riders ?? [], loading: q.isLoading }
}

/**
 * The tracking-log table (issue 21, `/admin/log/tracking`): device name and file (spec 002), the rider and vehicle
 * matched, the time range, line counts and faults; filters device, rider, date range and has faults.
 */
export const trackingTable = defineTable<TrackingRow>({
  id: 'tracking-log',
  screenId: 'screen.tracking-log',
  contract: trackingTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 25,
  columns: [
    { id: 'deviceName', label: msg`Device Name`, width: 150 },
    { id: 'fileName', label: msg`File Path`, width: 220 },
    { id: 'riderName', label: msg`Rider`, width: 160 },
    { id: 'vehicleNo', label: msg`Vehicle No.`, width: 130 },
    { id: 'startedAt', label: msg`Start`, dataType: 'date', width: 170 },
    { id: 'endedAt', label: msg`End`, dataType: 'date', width: 170 },
    { id: 'lineCount', label: msg`Lines`, dataType: 'number', width: 100 },
    { id: 'badLineCount', label: msg`Bad Lines`, dataType: 'number', width: 110 },
    { id: 'faults', label: msg`Faults`, format: 'list', width: 160 },
    { id: 'sizeBytes', label: msg`Size (bytes)`, dataType: 'number', width: 120, visible: false },
    { id: 'createdAt', label: msg`Uploaded At`, dataType: 'date', width: 170 },
  ],
  filters: [
    { id: 'deviceId', label: msg`Device`, kind: 'lookup', useOptions: useDeviceOptions },
    { id: 'riderId', label: msg`Rider`, kind: 'lookup', useOptions: useRiderOptions },
    { id: 'hasFaults', label: msg`Has faults`, kind: 'boolean', trueLabel: msg`With faults`, falseLabel: msg`Without faults` },
    { id: 'startDate', label: msg`From`, kind: 'date', edge: 'start' },
    { id: 'endDate', label: msg`To`, kind: 'date', edge: 'end' },
  ],
})
