import { sql } from 'drizzle-orm'
import { ridingModeTableContract, type RidingModeRow } from '../../../shared/api/riding-mode'
import { ridingModes } from './schema'
import { defineList, unixSeconds } from '../../lib/list'

/** The columns of a riding-mode row as the table, the export and the view call give them. */
export const ridingModeSelect = {
  id: ridingModes.id,
  title: ridingModes.title,
  maxMotorCurrent: ridingModes.maxMotorCurrent,
  maxBrakingCurrent: ridingModes.maxBrakingCurrent,
  maxAccelerateCurrentScale: ridingModes.maxAccelerateCurrentScale,
  maxBrakeCurrentScale: ridingModes.maxBrakeCurrentScale,
  maxBatteryCurrent: ridingModes.maxBatteryCurrent,
  maxRegenerativeBrakingBatCurrent: ridingModes.maxRegenerativeBrakingBatCurrent,
  maxFwdSpeed: ridingModes.maxFwdSpeed,
  maxRevSpeed: ridingModes.maxRevSpeed,
  fieldWeakeningCurrent: ridingModes.fieldWeakeningCurrent,
  maxFwdPower: ridingModes.maxFwdPower,
  maxRevPower: ridingModes.maxRevPower,
  regenBreaking: ridingModes.regenBreaking,
  active: ridingModes.active,
  createdAt: ridingModes.createdAt,
  updatedAt: ridingModes.updatedAt,
}

export function ridingModeRowOf(r: Omit<typeof ridingModes.$inferSelect, 'version'> & { version?: number }): RidingModeRow {
  const { id, createdById: _c, version: _v, createdAt, updatedAt, ...rest } = r
  return { _id: id, ...rest, createdAt: unixSeconds(createdAt)!, updatedAt: unixSeconds(updatedAt)! }
}

/**
 * The riding-mode table (POST /riding-mode/all):
 * - keyword: the title contains it;
 * - filters: active (generic), startDate/endDate (created);
 * - sort: createdAt (default, newest first), updatedAt, title and the numeric settings.
 */
export const ridingModeList = defineList({
  contract: ridingModeTableContract,
  entity: 'ridingMode',
  table: ridingModes,
  id: ridingModes.id,
  select: ridingModeSelect,
  toRow: (r): RidingModeRow => ridingModeRowOf({ ...r, createdById: null }),
  search: sql`${ridingModes.title}`,
  sort: {
    createdAt: ridingModes.createdAt,
    updatedAt: ridingModes.updatedAt,
    title: ridingModes.title,
    maxFwdSpeed: ridingModes.maxFwdSpeed,
    maxFwdPower: ridingModes.maxFwdPower,
    maxMotorCurrent: ridingModes.maxMotorCurrent,
  },
  generic: { active: ridingModes.active, dates: ridingModes.createdAt },
})
