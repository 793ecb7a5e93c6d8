import { z } from 'zod'
import { tableContract } from './contract'
import { ridingModeTableQuery } from './riding-mode.query'

export * from './riding-mode.query'

/** The riding-mode table's contract: its row, sort keys and filters (kept apart from the forms so a screen's address carries only this). */
/** The eleven numeric controller settings of a riding mode (spec 001 section 3), in the form's order. */
export const RIDING_MODE_NUMBERS = [
  'maxMotorCurrent',
  'maxBrakingCurrent',
  'maxAccelerateCurrentScale',
  'maxBrakeCurrentScale',
  'maxBatteryCurrent',
  'maxRegenerativeBrakingBatCurrent',
  'maxFwdSpeed',
  'maxRevSpeed',
  'fieldWeakeningCurrent',
  'maxFwdPower',
  'maxRevPower',
] as const

export type RidingModeNumber = (typeof RIDING_MODE_NUMBERS)[number]

/** A riding mode as the table, the export and the detail answer give it (timestamps in Unix seconds). */
export const ridingModeRow = z.object({
  _id: z.string(),
  title: z.string(),
  ...(Object.fromEntries(RIDING_MODE_NUMBERS.map((k) => [k, z.number()])) as Record<RidingModeNumber, z.ZodNumber>),
  regenBreaking: z.boolean(),
  active: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})

export type RidingModeRow = z.infer<typeof ridingModeRow>

export const ridingModeTableContract = tableContract({
  list: '/riding-mode/all',
  export: '/riding-mode/export',
  row: ridingModeRow,
  query: ridingModeTableQuery,
})
