import { msg } from '@lingui/core/macro'
import { serviceCenterTableContract, type ServiceCenterRow } from '@shared/api/servicecenter.table'
import { defineTable } from '@/components/data-table/types'

export type { ServiceCenterRow }

/**
 * The service centres table (issue 18; spec 000 section 3, spec 002 sections 2–3): title, contact, address, city,
 * state, pin, location (longitude, latitude), the active branches, the active staff, active, createdAt and updatedAt;
 * filter active; the download.
 */
export const serviceCenterTable = defineTable<ServiceCenterRow>({
  id: 'servicecenter',
  screenId: 'screen.servicecenter',
  contract: serviceCenterTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  columns: [
    { id: 'title', label: msg`Title`, width: 220 },
    { id: 'mobileNo', label: msg`Mobile No.`, width: 120 },
    { id: 'email', label: msg`Email`, width: 220 },
    { id: 'address', label: msg`Address`, width: 260, visible: false },
    { id: 'city', label: msg`City`, width: 120 },
    { id: 'state', label: msg`State`, width: 120, visible: false },
    { id: 'pin', label: msg`Pin`, width: 90, visible: false },
    { id: 'location', accessor: 'location.coordinates', label: msg`Location`, format: 'list', width: 180, visible: false },
    { id: 'branchNames', label: msg`Branches`, format: 'list', width: 260 },
    { id: 'staff', label: msg`Staff`, dataType: 'number', width: 80 },
    { id: 'active', label: msg`Active`, format: 'active', width: 90 },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', width: 170 },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170 },
  ],
  filters: [{ id: 'active', label: msg`Active status`, kind: 'boolean', trueLabel: msg`Active`, falseLabel: msg`Inactive` }],
})
