import { useMemo } from 'react'
import { msg } from '@lingui/core/macro'
import { TEST_DRIVE_STATUSES, testDriveTableContract, type TestDriveRow } from '@shared/api/testdrive.table'
import { defineTable, type LookupOptions } from '@/components/data-table/types'
import { useDriveBranches } from './api'
import { TEST_DRIVE_STATUS_LABELS } from './labels'

export type { TestDriveRow }

/** The branches of the filter panel: those with an active configuration the actor may book at. */
function useBranchOptions(): LookupOptions {
  const { data, isLoading } = useDriveBranches()
  const options = useMemo(() => (data ?? []).map((b) => ({ value: b._id, label: b.name })), [data])
  return { options, loading: isLoading }
}

/**
 * The test drives table (issue 17; spec 002 sections 2–4): the day and slot, the customer, branch and service centre,
 * the vehicle model, the status (rows tinted by it, spec 001 section 2: Booked green, Completed orange; the status is
 * also written in its column), the worker, the reschedule day, the feedback and the remarks. Filters: status, branch
 * and the booking-date range.
 */
export const testDriveTable = defineTable<TestDriveRow>({
  id: 'testdrive',
  screenId: 'screen.testdrive',
  contract: testDriveTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  statusColors: { field: 'status' },
  columns: [
    { id: 'bookingDate', label: msg`Booking Date`, format: 'day', width: 120 },
    { id: 'startAt', label: msg`Slot Start`, width: 100 },
    { id: 'endAt', label: msg`Slot End`, width: 100 },
    { id: 'slotNo', label: msg`Slot No.`, dataType: 'number', width: 90 },
    { id: 'customer', label: msg`Customer`, format: 'person', width: 170 },
    { id: 'customerMobileNo', accessor: 'customer.mobileNo', label: msg`Mobile No.`, width: 120 },
    { id: 'branch', accessor: 'branch.name', label: msg`Branch`, width: 160 },
    { id: 'serviceCentre', accessor: 'serviceCentre.title', label: msg`Service Centre`, width: 170 },
    { id: 'vehicleModel', label: msg`Vehicle Model`, width: 150 },
    { id: 'status', label: msg`Status`, labels: TEST_DRIVE_STATUS_LABELS, width: 120 },
    { id: 'worker', label: msg`Worker`, format: 'person', width: 150 },
    { id: 'rescheduleDate', label: msg`Reschedule Date`, format: 'day', width: 130 },
    { id: 'feedbackRating', accessor: 'feedback.rating', label: msg`Feedback Rating`, dataType: 'number', width: 130 },
    { id: 'feedbackText', accessor: 'feedback.text', label: msg`Feedback`, width: 180, visible: false },
    { id: 'remarks', label: msg`Remarks`, width: 200 },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', width: 170 },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170, visible: false },
  ],
  filters: [
    {
      id: 'status',
      label: msg`Status`,
      kind: 'choice',
      options: TEST_DRIVE_STATUSES.map((s) => ({ value: s, label: TEST_DRIVE_STATUS_LABELS[s] })),
    },
    { id: 'branchId', label: msg`Branch`, kind: 'lookup', useOptions: useBranchOptions },
    { id: 'startDate', label: msg`Start date`, kind: 'date', edge: 'start' },
    { id: 'endDate', label: msg`End date`, kind: 'date', edge: 'end' },
  ],
})
