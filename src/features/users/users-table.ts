import { msg } from '@lingui/core/macro'
import { USER_TYPES } from '@shared/api/auth'
import { userListRow, type UserListRow } from '@shared/api/users'
import { useMemo } from 'react'
import { defineTable, type LookupOptions } from '@/components/data-table/types'
import { userTypeLabels } from '@/lib/user-types'
import { useBranches, useCentreNames } from './lookups'
import { usersTableContract } from '@shared/api/users'

/** A row of POST /api/admin/user/all: the schema the server answers with (shared/api/users.ts). */
export const userRow = userListRow
export type UserRow = UserListRow

/** The service centres of the filter panel (GET /get/center/names). */
function useCentreOptions(): LookupOptions {
  const { data, isLoading } = useCentreNames()
  const options = useMemo(() => (data ?? []).map((c) => ({ value: c._id, label: c.title })), [data])
  return { options, loading: isLoading }
}

/** The branches of the centre chosen in the filter panel (GET /branch/scu). */
function useBranchOptions(draft: Readonly<Record<string, string>>): LookupOptions {
  const { data, isLoading } = useBranches(draft.scuId ?? '')
  const options = useMemo(() => (data ?? []).map((b) => ({ value: b._id, label: b.name })), [data])
  return { options, loading: isLoading && Boolean(draft.scuId) }
}

/**
 * The users table (spec 000 section 2, "User screen"): its columns, 10 rows per page, the filter panel (active status,
 * user type, service centre and the branches of the chosen centre) and the download.
 */
export const usersTable = defineTable<UserRow>({
  id: 'users',
  screenId: 'screen.users',
  contract: usersTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  columns: [
    { id: 'vehicleNo', label: msg`Vehicle No.`, width: 150 },
    { id: 'vehicleType', label: msg`Vehicle Type`, width: 130 },
    { id: 'fname', label: msg`First Name`, width: 150 },
    { id: 'lname', label: msg`Last Name`, width: 150 },
    { id: 'userType', label: msg`User Type`, labels: userTypeLabels, width: 130 },
    { id: 'mobileNo', label: msg`Mobile No.`, width: 130 },
    { id: 'odometer', label: msg`Odometer`, dataType: 'number', width: 110 },
    { id: 'passcode', label: msg`Passcode`, width: 110 },
    { id: 'bluetoothId', label: msg`Bluetooth ID`, width: 150 },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', width: 170 },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170 },
  ],
  filters: [
    { id: 'active', label: msg`Active status`, kind: 'boolean', trueLabel: msg`Active`, falseLabel: msg`Inactive` },
    { id: 'userType', label: msg`User type`, kind: 'choice', options: USER_TYPES.map((t) => ({ value: t, label: userTypeLabels[t] })) },
    { id: 'scuId', label: msg`Service centre`, kind: 'lookup', useOptions: useCentreOptions },
    { id: 'branchId', label: msg`Branch`, kind: 'lookup', useOptions: useBranchOptions, dependsOn: 'scuId' },
  ],
})
