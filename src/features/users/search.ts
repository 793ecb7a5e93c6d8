import { USER_TYPES } from '@shared/api/auth'
import { booleanParam, enumParam, idParam, tableSearchSchema } from '@/components/data-table/search-schema'

/** The fields the users list can sort by (the server's list). */
export const USER_SORT_FIELDS = ['createdAt', 'updatedAt', 'fname', 'lname', 'mobileNo', 'userType', 'vehicleNo', 'odometer'] as const

/**
 * The users screen's URL: paging, sorting, `keyword` (the palette's "Find user" sends a mobile number) and the
 * filters. Zod only, no React: the route's search schema is part of the entry chunk.
 */
export const usersSearchSchema = tableSearchSchema({
  sortFields: USER_SORT_FIELDS,
  filters: { active: booleanParam, userType: enumParam(USER_TYPES), scuId: idParam, branchId: idParam },
})
