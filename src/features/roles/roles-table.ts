import { msg } from '@lingui/core/macro'
import { defineTable } from '@/components/data-table/types'
import type { RoleRow } from './api'
import { rolesTableContract } from '@shared/api/roles'

/** The roles table (spec 000 section 2, "Role screen"): name, active, owner and the dates; keyword and active filter. */
export const rolesTable = defineTable<RoleRow>({
  id: 'roles',
  screenId: 'screen.role',
  contract: rolesTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  columns: [
    { id: 'name', label: msg`Name`, width: 220 },
    { id: 'active', label: msg`Active`, format: 'active', width: 100 },
    { id: 'owner', label: msg`Owner`, accessor: 'owner.fname', width: 180 },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', width: 170 },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170 },
  ],
  // Active roles while the URL says nothing (spec 000 section 9), so no 'All' choice: active or inactive.
  filters: [{ id: 'active', label: msg`Active status`, kind: 'boolean', trueLabel: msg`Active`, falseLabel: msg`Inactive`, unset: 'true' }],
})
