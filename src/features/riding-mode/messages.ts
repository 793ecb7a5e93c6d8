import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RidingModeNumber } from '@shared/api/riding-mode'

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
