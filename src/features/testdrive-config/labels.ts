import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { WeekDay } from '@shared/api/testdrive-config.table'

/** One translated label per day of a configuration's week (shared/api/testdrive-config.table.ts WEEK_DAYS). */
export const WEEK_DAY_LABELS: Record<WeekDay, MessageDescriptor> = {
  sunday: msg`Sunday`,
  monday: msg`Monday`,
  tuesday: msg`Tuesday`,
  wednesday: msg`Wednesday`,
  thursday: msg`Thursday`,
  friday: msg`Friday`,
  saturday: msg`Saturday`,
}
