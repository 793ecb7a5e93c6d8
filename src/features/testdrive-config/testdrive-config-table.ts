import { useMemo } from 'react'
import { msg } from '@lingui/core/macro'
import { testDriveConfigTableContract, type TestDriveConfigRow } from '@shared/api/testdrive-config.table'
import { defineTable, type LookupOptions } from '@/components/data-table/types'
import { useConfigBranches } from './api'
import { WEEK_DAY_LABELS } from './labels'

export type { TestDriveConfigRow }

/** The service centres of the filter panel: the centres of the branches the actor may configure (their own for scc). */
function useCentreOptions(): LookupOptions {
  const { data, isLoading } = useConfigBranches()
  const options = useMemo(() => {
    const centres = new Map<string, string>()
    for (const b of data ?? []) centres.set(b.scuId, b.centre)
    return [...centres].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label))
  }, [data])
  return { options, loading: isLoading }
}

/**
 * The test-drive slot configuration table (issue 17; spec 002 sections 2–5): title, branch and its service centre,
 * the contact details, the week summarised (operational slots, places a week, the week-off days), active, createdAt
 * and updatedAt; filters active and service centre; the download.
 */
export const testDriveConfigTable = defineTable<TestDriveConfigRow>({
  id: 'testdrive-config',
  screenId: 'screen.testdrive-slots',
  contract: testDriveConfigTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  columns: [
    { id: 'title', label: msg`Title`, width: 180 },
    { id: 'branch', accessor: 'branch.name', label: msg`Branch`, width: 160 },
    { id: 'serviceCentre', accessor: 'serviceCentre.title', label: msg`Service Centre`, width: 170 },
    { id: 'city', label: msg`City`, width: 120 },
    { id: 'contactPersonName', label: msg`Contact Person`, width: 150 },
    { id: 'contactEmail', label: msg`Contact Email`, width: 180, visible: false },
    { id: 'officeNo', label: msg`Office No.`, width: 130 },
    { id: 'mobileNo', label: msg`Mobile No.`, width: 120 },
    { id: 'slots', label: msg`Slots`, dataType: 'number', width: 90 },
    { id: 'places', label: msg`Places a Week`, dataType: 'number', width: 120 },
    { id: 'holidays', label: msg`Holidays`, format: 'list', labels: WEEK_DAY_LABELS, width: 170 },
    { id: 'active', label: msg`Active`, format: 'active', width: 90 },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', width: 170 },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170 },
  ],
  filters: [
    { id: 'active', label: msg`Active status`, kind: 'boolean', trueLabel: msg`Active`, falseLabel: msg`Inactive` },
    { id: 'scuId', label: msg`Service centre`, kind: 'lookup', useOptions: useCentreOptions },
  ],
})
