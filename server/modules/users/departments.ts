import { DEPARTMENTS, USER_MESSAGES as UM, type UserForm } from '../../../shared/api/users'
import { RC } from '../../../shared/response-codes'
import type { Tx } from '../../audit/transact'
import { lockActiveOption } from '../../lib/option-lists'
import { refuse } from '../../http'
import type { UserRow } from './user-columns'

const BUILT_IN: readonly string[] = DEPARTMENTS

/**
 * Inside a user write's transaction: each department the form gives that the user did not already have must be an
 * active value of the Options screen's department list (issue 21), share-locked till the commit so the list cannot
 * delete it meanwhile; without the options module, one of the built-in DEPARTMENTS. An edit may keep a department
 * deactivated since. Refuses the write (110) otherwise.
 */
export async function lockDepartments(tx: Tx, form: UserForm, before: UserRow | null): Promise<void> {
  if (form.userType !== 'worker' || !form.departments) return
  const kept = new Set(before?.departments ?? [])
  for (const d of form.departments) {
    if (kept.has(d)) continue
    const offered = await lockActiveOption(tx, 'department', d)
    if (offered === false || (offered === null && !BUILT_IN.includes(d))) refuse(RC.BAD_INPUT, UM.department)
  }
}
