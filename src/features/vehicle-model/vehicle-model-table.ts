import { useMemo } from 'react'
import { msg } from '@lingui/core/macro'
import { vehicleModelTableContract, type VehicleModelRow } from '@shared/api/vehicle-model.table'
import { defineTable, type LookupOptions } from '@/components/data-table/types'
import { useVehicleMakeOptions } from './api'
import { VEHICLE_DOCUMENT_LABELS } from './labels'

export type { VehicleModelRow }

/** The makes of the filter panel. */
function useMakeOptions(): LookupOptions {
  const { data, isLoading } = useVehicleMakeOptions()
  const options = useMemo(() => (data ?? []).map((m) => ({ value: m._id, label: m.name })), [data])
  return { options, loading: isLoading }
}

/**
 * The vehicle models table (spec 002 section 3, Vehicle model): name, make, model, model no., company, the prices (₹
 * from paise), the manufactured day, active and when it last changed; the web link, documents and when it was made on
 * demand. Filters: make and active; the keyword finds names, model numbers and companies; the download.
 */
export const vehicleModelTable = defineTable<VehicleModelRow>({
  id: 'vehicleModel',
  screenId: 'screen.vehicle-model',
  contract: vehicleModelTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  columns: [
    { id: 'name', label: msg`Name`, width: 180 },
    { id: 'make', accessor: 'make.name', label: msg`Make`, width: 130 },
    { id: 'model', label: msg`Model`, width: 130 },
    { id: 'modelNo', label: msg`Model No.`, width: 160 },
    { id: 'company', label: msg`Company`, width: 220 },
    { id: 'price', label: msg`Price`, dataType: 'number', format: 'money', width: 130 },
    { id: 'kitPrice', label: msg`Kit price`, dataType: 'number', format: 'money', width: 130 },
    { id: 'batteryPrice', label: msg`Battery price`, dataType: 'number', format: 'money', width: 130 },
    { id: 'bookingFee', label: msg`Booking fee`, dataType: 'number', format: 'money', width: 120 },
    { id: 'manufacturedDate', label: msg`Manufactured`, format: 'day', width: 130 },
    { id: 'webLink', label: msg`Web link`, format: 'link', width: 110, visible: false },
    { id: 'documents', label: msg`Documents`, format: 'list', labels: VEHICLE_DOCUMENT_LABELS, width: 260, visible: false },
    { id: 'active', label: msg`Active`, format: 'active', width: 90 },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', width: 170, visible: false },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170 },
  ],
  filters: [
    { id: 'makeId', label: msg`Make`, kind: 'lookup', useOptions: useMakeOptions },
    { id: 'active', label: msg`Active status`, kind: 'boolean', trueLabel: msg`Active`, falseLabel: msg`Inactive` },
  ],
})
