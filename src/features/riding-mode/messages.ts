import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { RIDING_MODE_MESSAGES as RM, type RidingModeNumber } from '@shared/api/riding-mode'
import type { ServerTexts } from '@/lib/report-answer'

/** The English texts of the riding-mode schema and calls (shared/api/riding-mode.ts) and their translations. */
export const ridingModeServerTexts: ServerTexts = new Map<string, MessageDescriptor>([
  [RM.mandatory, msg`Please fill all the mandatory fields`],
  [RM.validNumber, msg`Please enter a valid number`],
  [RM.tooLong, msg`The value is too long`],
  [RM.saved, msg`Saved successfully`],
  [RM.updated, msg`Updated successfully`],
  [RM.deleted, msg`Record Deleted Successfully`],
  [RM.alreadyDeleted, msg`Record Already Deleted`],
  [RM.duplicate, msg`Duplicate Records`],
])

export const ridingModeMessages = {
  saved: msg`Saved successfully`,
  updated: msg`Updated successfully`,
  deleted: msg`Record Deleted Successfully`,
  duplicate: msg`Duplicate Records`,
} as const

/** The labels of the numeric settings (the form and the table say the same). */
export const NUMBER_LABELS: Record<RidingModeNumber, MessageDescriptor> = {
  maxMotorCurrent: msg`Max Motor Current`,
  maxBrakingCurrent: msg`Max Braking Current`,
  maxAccelerateCurrentScale: msg`Max Accelerate Current Scale`,
  maxBrakeCurrentScale: msg`Max Brake Current Scale`,
  maxBatteryCurrent: msg`Max Battery Current`,
  maxRegenerativeBrakingBatCurrent: msg`Max Regenerative Braking Battery Current`,
  maxFwdSpeed: msg`Max Forward Speed (km/h)`,
  maxRevSpeed: msg`Max Reverse Speed (km/h)`,
  fieldWeakeningCurrent: msg`Field Weakening Current`,
  maxFwdPower: msg`Max Forward Power`,
  maxRevPower: msg`Max Reverse Power`,
}
