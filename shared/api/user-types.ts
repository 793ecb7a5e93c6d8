/** The user types (zod-free: the users table's query, part of the entry chunk, names them). */
export const USER_TYPES = ['admin', 'user', 'scp', 'scc', 'worker'] as const

/** The user types that sign in to the console (customers use the rider app). */
export const STAFF_TYPES = ['admin', 'scp', 'scc', 'worker'] as const satisfies readonly (typeof USER_TYPES)[number][]
export type UserType = (typeof USER_TYPES)[number]
