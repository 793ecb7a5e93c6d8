import { sql } from 'drizzle-orm'
import { boolean, doublePrecision, index, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { createdAt, id, updatedAt, version } from '../../db/columns'

/**
 * Riding modes (spec 001 section 3): the controller settings of one mode of the scooters. Soft deleted (active false);
 * the title is unique, case-insensitively, among the active modes (114 'Duplicate Records').
 */
export const ridingModes = pgTable(
  'riding_modes',
  {
    id: id(),
    title: varchar('title', { length: 100 }).notNull(),
    maxMotorCurrent: doublePrecision('max_motor_current').notNull(),
    maxBrakingCurrent: doublePrecision('max_braking_current').notNull(),
    maxAccelerateCurrentScale: doublePrecision('max_accelerate_current_scale').notNull(),
    maxBrakeCurrentScale: doublePrecision('max_brake_current_scale').notNull(),
    maxBatteryCurrent: doublePrecision('max_battery_current').notNull(),
    maxRegenerativeBrakingBatCurrent: doublePrecision('max_regenerative_braking_bat_current').notNull(),
    maxFwdSpeed: doublePrecision('max_fwd_speed').notNull(),
    maxRevSpeed: doublePrecision('max_rev_speed').notNull(),
    fieldWeakeningCurrent: doublePrecision('field_weakening_current').notNull(),
    maxFwdPower: doublePrecision('max_fwd_power').notNull(),
    maxRevPower: doublePrecision('max_rev_power').notNull(),
    regenBreaking: boolean('regen_breaking').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('riding_modes_title_active_idx')
      .on(sql`lower(${t.title})`)
      .where(sql`${t.active}`),
    index('riding_modes_created_idx').on(t.createdAt, t.id),
  ],
)
