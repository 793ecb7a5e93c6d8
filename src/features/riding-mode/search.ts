import { booleanParam, tableSearchSchema } from '@/components/data-table/search-schema'

/** The fields the riding-mode list can sort by (the server's list). */
export const RIDING_MODE_SORT_FIELDS = ['createdAt', 'updatedAt', 'title', 'maxFwdSpeed', 'maxFwdPower', 'maxMotorCurrent'] as const

/** The riding-mode screen's URL: paging, sorting, keyword and the active filter. Zod only, no React. */
export const ridingModeSearchSchema = tableSearchSchema({
  sortFields: RIDING_MODE_SORT_FIELDS,
  filters: { active: booleanParam },
})
