import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TestDriveStatus } from '@shared/api/testdrive.table'

/** One translated label per drive status (shared/api/testdrive.table.ts TEST_DRIVE_STATUSES). */
export const TEST_DRIVE_STATUS_LABELS: Record<TestDriveStatus, MessageDescriptor> = {
  booked: msg`Booked`,
  rescheduled: msg`Rescheduled`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  no_show: msg`No-show`,
}

/** The feedback's ratings, 1 (worst) to 5. */
export const RATINGS = ['1', '2', '3', '4', '5'] as const
