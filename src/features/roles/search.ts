import { booleanParam, tableSearchSchema } from '@/components/data-table/search-schema'

/** The fields the roles list can sort by (the server's list). */
export const ROLE_SORT_FIELDS = ['name', 'createdAt', 'updatedAt'] as const

/** The role screen's URL: paging, sorting, keyword and the active filter (absent: active roles, spec 000 section 9). */
export const rolesSearchSchema = tableSearchSchema({
  sortFields: ROLE_SORT_FIELDS,
  filters: { active: booleanParam },
})
