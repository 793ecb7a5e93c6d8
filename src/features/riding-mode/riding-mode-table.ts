import { msg } from '@lingui/core/macro'
import type { RidingModeRow } from '@shared/api/riding-mode'
import { defineTable } from '@/components/data-table/types'
import { ridingModeTableContract } from '@shared/api/riding-mode'

export type { RidingModeRow }

/**
 * The riding-mode table (spec 001 section 2, "Riding mode screen"): the title, the controller settings, the
 * regenerative-braking flag, active, createdAt and updatedAt; 10 rows per page, the active filter and the download.
 */
export const ridingModeTable = defineTable<RidingModeRow>({
  id: 'riding-mode',
  screenId: 'screen.riding-mode',
  contract: ridingModeTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  columns: [
    { id: 'title', label: msg`Title`, width: 160 },
    { id: 'maxMotorCurrent', label: msg`Max Motor Current`, dataType: 'number', width: 150 },
    { id: 'maxBrakingCurrent', label: msg`Max Braking Current`, dataType: 'number', width: 150 },
    { id: 'maxAccelerateCurrentScale', label: msg`Max Accelerate Current Scale`, dataType: 'number', width: 180, visible: false },
    { id: 'maxBrakeCurrentScale', label: msg`Max Brake Current Scale`, dataType: 'number', width: 170, visible: false },
    { id: 'maxBatteryCurrent', label: msg`Max Battery Current`, dataType: 'number', width: 150 },
    {
      id: 'maxRegenerativeBrakingBatCurrent',
      label: msg`Max Regenerative Braking Battery Current`,
      dataType: 'number',
      width: 200,
      visible: false,
    },
    { id: 'maxFwdSpeed', label: msg`Max Forward Speed (km/h)`, dataType: 'number', width: 170 },
    { id: 'maxRevSpeed', label: msg`Max Reverse Speed (km/h)`, dataType: 'number', width: 170 },
    { id: 'fieldWeakeningCurrent', label: msg`Field Weakening Current`, dataType: 'number', width: 170, visible: false },
    { id: 'maxFwdPower', label: msg`Max Forward Power`, dataType: 'number', width: 150 },
    { id: 'maxRevPower', label: msg`Max Reverse Power`, dataType: 'number', width: 150, visible: false },
    { id: 'regenBreaking', label: msg`Regen Braking`, dataType: 'boolean', width: 120 },
    { id: 'active', label: msg`Active`, format: 'active', width: 100 },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', width: 170 },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170 },
  ],
  filters: [{ id: 'active', label: msg`Active status`, kind: 'boolean', trueLabel: msg`Active`, falseLabel: msg`Inactive` }],
})
